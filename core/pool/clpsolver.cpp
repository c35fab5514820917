#include "core/pool/linearprogram.h"

#include <ClpDualRowDantzig.hpp>
#include <ClpPrimalColumnDantzig.hpp>
#include <ClpSimplex.hpp>
#include <CoinPackedMatrix.hpp>

#include <QtGlobal>

#include <algorithm>

namespace flopsheet {
namespace {

// Where the previous solve left each column and row: its status and the value of a column.
struct Basis {
    std::vector<ClpSimplex::Status> columns;
    std::vector<ClpSimplex::Status> rows;
    std::vector<double> values;
    bool fits(const LinearProgram &p) const
    {
        return int(columns.size()) == p.columnCount() && int(rows.size()) == p.rowCount();
    }
};

class ClpSolver final : public LpSolver {
public:
    explicit ClpSolver(bool warm) : m_warm(warm)
    {
        m_model.setLogLevel(0);
        // Dantzig's pricing: on programs of a few hundred columns a pivot with steepest edge costs more than
        // the pivots it saves.
        ClpPrimalColumnDantzig primal;
        m_model.setPrimalColumnPivotAlgorithm(primal);
        ClpDualRowDantzig dual;
        m_model.setDualRowPivotAlgorithm(dual);
    }

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
        CoinPackedMatrix matrix(true, rows.data(), columns.data(), values.data(), CoinBigIndex(values.size()));
        matrix.setDimensions(p.rowCount(), p.columnCount()); // trailing empty rows and columns count too

        // One model for the solver's life: a ClpSimplex is costly to make (its message tables are copied in
        // each time), a new program is not.
        if (m_warm && m_basis.fits(p)) {
            load(m_model, matrix, p);
            restart(m_model, p);
            if (p.sameFeasibleRegion)
                m_model.primal();
            else
                m_model.dual();
            if (m_model.isProvenOptimal())
                return finish(m_model, p);
        }
        load(m_model, matrix, p);
        m_model.createStatus(); // a slack basis: nothing of the previous program
        m_model.dual();
        return finish(m_model, p);
    }

private:
    static void load(ClpSimplex &model, const CoinPackedMatrix &matrix, const LinearProgram &p)
    {
        model.setLogLevel(0);
        model.loadProblem(matrix, p.columnLower.data(), p.columnUpper.data(), p.objective.data(), p.rowLower.data(),
            p.rowUpper.data());
        model.setOptimizationDirection(p.sense == LinearProgram::Sense::Maximize ? -1 : 1);
        // The pool's programs are scaled already (shares in [0, 1], throughputs relative to a 1/n share, GPU
        // counts): Clp's own scaling costs more than it saves on programs this small (about half the time).
        model.scaling(0);
    }

    // The last basis on this program's bounds: a nonbasic column sits on a bound it still has (the bounds
    // change between events), so the dual simplex starts from a consistent point and needs few pivots.
    void restart(ClpSimplex &model, const LinearProgram &p) const
    {
        model.createStatus(); // allocates the status arrays (a slack basis) that the loop below overwrites
        double *x = model.primalColumnSolution();
        for (int c = 0; c < p.columnCount(); ++c) {
            const double lower = p.columnLower[size_t(c)], upper = p.columnUpper[size_t(c)];
            ClpSimplex::Status status = m_basis.columns[size_t(c)];
            if (lower == upper)
                status = status == ClpSimplex::basic ? status : ClpSimplex::isFixed;
            else if (status == ClpSimplex::isFixed)
                status = ClpSimplex::atLowerBound;
            if (status == ClpSimplex::atUpperBound && upper >= LinearProgram::kInfinity)
                status = ClpSimplex::atLowerBound;
            if (status == ClpSimplex::atLowerBound && lower <= -LinearProgram::kInfinity)
                status = ClpSimplex::isFree;
            model.setColumnStatus(c, status);
            switch (status) {
            case ClpSimplex::atUpperBound:
                x[c] = upper;
                break;
            case ClpSimplex::atLowerBound:
            case ClpSimplex::isFixed:
                x[c] = lower;
                break;
            default:
                x[c] = std::clamp(m_basis.values[size_t(c)], lower, upper);
            }
        }
        for (int r = 0; r < p.rowCount(); ++r) {
            ClpSimplex::Status status = m_basis.rows[size_t(r)];
            if (status == ClpSimplex::atUpperBound && p.rowUpper[size_t(r)] >= LinearProgram::kInfinity)
                status = ClpSimplex::basic;
            if (status == ClpSimplex::atLowerBound && p.rowLower[size_t(r)] <= -LinearProgram::kInfinity)
                status = ClpSimplex::basic;
            model.setRowStatus(r, status);
        }
    }

    LpSolution finish(ClpSimplex &model, const LinearProgram &p)
    {
        LpSolution s;
        if (model.isProvenOptimal()) {
            s.status = LpSolution::Status::Optimal;
            const double *x = model.primalColumnSolution();
            s.columns.assign(x, x + p.columnCount());
            s.objective = model.objectiveValue();
            m_basis.columns.resize(size_t(p.columnCount()));
            m_basis.rows.resize(size_t(p.rowCount()));
            for (int c = 0; c < p.columnCount(); ++c)
                m_basis.columns[size_t(c)] = model.getColumnStatus(c);
            for (int r = 0; r < p.rowCount(); ++r)
                m_basis.rows[size_t(r)] = model.getRowStatus(r);
            m_basis.values = s.columns;
        } else {
            s.status = model.isProvenPrimalInfeasible() ? LpSolution::Status::Infeasible
                : model.isProvenDualInfeasible()        ? LpSolution::Status::Unbounded
                                                        : LpSolution::Status::Failed;
        }
        return s;
    }

    bool m_warm;
    Basis m_basis;
    ClpSimplex m_model;
};

} // namespace

std::unique_ptr<LpSolver> makeLpSolver()
{
    // FLOPSHEET_LP_COLD=1 solves every program from scratch: the tests compare both ways.
    static const bool cold = qEnvironmentVariableIntValue("FLOPSHEET_LP_COLD") == 1;
    return std::make_unique<ClpSolver>(!cold);
}

} // namespace flopsheet
