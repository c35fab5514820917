#include "core/pool/linearprogram.h"

#include <ClpSimplex.hpp>
#include <CoinPackedMatrix.hpp>

namespace flopsheet {
namespace {

class ClpSolver final : public LpSolver {
public:
    LpSolution solve(const LinearProgram &p) override
    {
        std::vector<int> rows, columns;
        std::vector<double> values;
        rows.reserve(p.elements.size());
        columns.reserve(p.elements.size());
        values.reserve(p.elements.size());
        for (const LinearProgram::Element &e : p.elements) {
            rows.push_back(e.row);
            columns.push_back(e.column);
            values.push_back(e.value);
        }
        const CoinPackedMatrix matrix(true, rows.data(), columns.data(), values.data(), CoinBigIndex(values.size()));

        ClpSimplex model;
        model.setLogLevel(0);
        model.loadProblem(matrix, p.columnLower.data(), p.columnUpper.data(), p.objective.data(), p.rowLower.data(),
            p.rowUpper.data());
        model.setOptimizationDirection(p.sense == LinearProgram::Sense::Maximize ? -1 : 1);
        if (m_columns == p.columnCount() && m_rows == p.rowCount()) {
            model.copyinStatus(m_status.data());
            model.dual();
        } else {
            model.dual();
        }
        if (!model.isProvenOptimal()) {
            ClpSimplex cold;
            cold.setLogLevel(0);
            cold.loadProblem(matrix, p.columnLower.data(), p.columnUpper.data(), p.objective.data(), p.rowLower.data(),
                p.rowUpper.data());
            cold.setOptimizationDirection(model.optimizationDirection());
            cold.dual();
            return finish(cold, p);
        }
        return finish(model, p);
    }

private:
    LpSolution finish(ClpSimplex &model, const LinearProgram &p)
    {
        LpSolution s;
        if (model.isProvenOptimal()) {
            s.status = LpSolution::Status::Optimal;
            const double *x = model.primalColumnSolution();
            s.columns.assign(x, x + p.columnCount());
            s.objective = model.objectiveValue();
            const unsigned char *status = model.statusArray();
            m_status.assign(status, status + p.columnCount() + p.rowCount());
            m_columns = p.columnCount();
            m_rows = p.rowCount();
        } else {
            s.status = model.isProvenPrimalInfeasible() ? LpSolution::Status::Infeasible
                : model.isProvenDualInfeasible()        ? LpSolution::Status::Unbounded
                                                        : LpSolution::Status::Failed;
        }
        return s;
    }

    std::vector<unsigned char> m_status;
    int m_columns = -1;
    int m_rows = -1;
};

} // namespace

std::unique_ptr<LpSolver> makeLpSolver()
{
    return std::make_unique<ClpSolver>();
}

} // namespace flopsheet
