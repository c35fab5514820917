#pragma once

#include <memory>
#include <vector>

namespace flopsheet {

/**
 * A linear program in the form every LP solver takes: columns with bounds and an objective, rows with
 * bounds, sparse coefficients. The pool's policies (core/pool/policies.h) write theirs through this, so
 * the solver behind it can change without them.
 */
struct LinearProgram {
    static constexpr double kInfinity = 1e30;
    enum class Sense { Minimize, Maximize };
    struct Element {
        int row;
        int column;
        double value;
    };

    Sense sense = Sense::Maximize;
    /** A hint for a solver that restarts: the last basis stays feasible here and only the objective changed
     *  (the primal simplex then suits; the dual one after bounds or rows changed). */
    bool sameFeasibleRegion = false;
    std::vector<double> objective;
    std::vector<double> columnLower;
    std::vector<double> columnUpper;
    std::vector<double> rowLower;
    std::vector<double> rowUpper;
    std::vector<Element> elements;

    int addColumn(double lower, double upper, double cost)
    {
        objective.push_back(cost);
        columnLower.push_back(lower);
        columnUpper.push_back(upper);
        return int(objective.size()) - 1;
    }
    int addRow(double lower, double upper)
    {
        rowLower.push_back(lower);
        rowUpper.push_back(upper);
        return int(rowLower.size()) - 1;
    }
    void add(int row, int column, double value)
    {
        if (value != 0)
            elements.push_back({ row, column, value });
    }
    int columnCount() const { return int(objective.size()); }
    int rowCount() const { return int(rowLower.size()); }
};

struct LpSolution {
    enum class Status { Optimal, Infeasible, Unbounded, Failed };
    Status status = Status::Failed;
    std::vector<double> columns; ///< the optimal point (Optimal only)
    double objective = 0;
    bool optimal() const { return status == Status::Optimal; }
};

/** Solves linear programs; one instance may keep the last basis to start the next program of the same shape from. */
class LpSolver {
public:
    virtual ~LpSolver() = default;
    virtual LpSolution solve(const LinearProgram &program) = 0;
};

/**
 * COIN-OR Clp (Debian's coinor-libclp-dev): EPL-2.0, so it links into any program; its dual simplex
 * restarts from the previous basis, which the pool's timeline uses between events (a job starts or
 * finishes: the same program with a few bounds changed). GLPK (GPL-3, one global environment) was the
 * other candidate.
 */
std::unique_ptr<LpSolver> makeLpSolver();

} // namespace flopsheet
