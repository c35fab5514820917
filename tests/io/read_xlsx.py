"""Reads a FlopSheet workbook back with openpyxl, an independent reader, and checks it against the
app's own CSV exports of the same tables and the plan file (tests/io/tst_xlsx.cpp writes them).

    read_xlsx.py MANIFEST.json

The manifest names the workbook, the plan file, the expected sheets in order and, for each table sheet,
the CSV it must equal. Prints one line per problem and exits 1, or prints a summary and exits 0.
"""

import csv
import json
import math
import sys

import openpyxl
from openpyxl.utils import get_column_letter

problems = []


def problem(text):
    problems.append(text)


def parse_number(text):
    """The CSV's number, or None when the cell is not a number."""
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def is_number_cell(cell):
    return cell.data_type == "n" and isinstance(cell.value, (int, float)) and not isinstance(cell.value, bool)


# What a column is in, read from the CSV's own header (a table's keys carry their unit; the results'
# titles name it in brackets), never from the workbook's styles.
def table_unit(key):
    if "usd" in key:
        return "currency"
    if key.endswith("_percent"):
        return "percent"
    if key.endswith("_h"):
        return "hours"
    return None


def results_unit(title):
    if "($" in title:
        return "currency"
    if "(%)" in title:
        return "percent"
    if "(h)" in title or title == "GPU-hours":
        return "hours"
    return None


# The words a table's key names its unit with, and what its header must then say.
HEADER_UNITS = {
    "_usd_per_hour": "$",
    "_gib": "GiB",
    "_gbps": "GB/s",
    "_tflops": "TFLOPS",
    "_tops": "TOPS",
    "_percent": "%",
    "_h": "(h)",
    "_w": "(W)",
}


def format_matches(unit, number_format):
    if unit == "currency":
        return "$" in number_format
    if unit == "percent":
        return number_format.endswith("%") and '"%"' not in number_format
    if unit == "hours":
        return '"' in number_format and "h" in number_format.split('"')[1]
    return True


def check_sheet(ws, spec, counts):
    name = spec["name"]
    with open(spec["csv"], newline="", encoding="utf-8-sig") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]

    if ws.freeze_panes != "A2":
        problem(f"{name}: the header row is not frozen (freeze_panes {ws.freeze_panes!r})")
    if ws.max_column != len(header) and body:
        problem(f"{name}: {ws.max_column} columns, the CSV has {len(header)}")
    if ws.max_row != len(rows):
        problem(f"{name}: {ws.max_row} rows, the CSV has {len(rows)}")
    if not ws.auto_filter.ref:
        problem(f"{name}: no autofilter on the header")

    titles = [ws.cell(row=1, column=c + 1).value for c in range(len(header))]
    units = []
    for c, key in enumerate(header):
        title = titles[c]
        if not isinstance(title, str) or not title:
            problem(f"{name}: column {c + 1} ({key}) has no header")
            title = ""
        if spec["kind"] == "results":
            if title != key:
                problem(f"{name}: header {title!r} is not the CSV's {key!r}")
            units.append(results_unit(key))
        else:
            for suffix, shown in HEADER_UNITS.items():
                if key.endswith(suffix) and shown not in title:
                    problem(f"{name}: header {title!r} of {key} does not name its unit {shown!r}")
            units.append(table_unit(key))
        width = ws.column_dimensions[get_column_letter(c + 1)].width
        if not width or width < min(len(title), 50) or width > 61:
            problem(f"{name}: column {c + 1} ({key}) is {width} wide for its header {title!r}")

    for r, line in enumerate(body, start=2):
        for c, text in enumerate(line):
            cell = ws.cell(row=r, column=c + 1)
            where = f"{name}!{cell.coordinate} ({header[c]})"
            number = parse_number(text)
            if text == "":
                if cell.value is not None:
                    problem(f"{where}: {cell.value!r}, the CSV's cell is empty")
            elif text in ("true", "false"):
                if cell.data_type != "b" or cell.value != (text == "true"):
                    problem(f"{where}: {cell.value!r} ({cell.data_type}), the CSV says {text}")
                counts["booleans"] += 1
            elif number is not None:
                if not is_number_cell(cell):
                    problem(f"{where}: {cell.value!r} is typed {cell.data_type!r}, not as a number ({text})")
                    continue
                unit = units[c]
                expected = number / 100 if unit == "percent" else number
                if spec["kind"] == "results":
                    # The results CSV writes 10 significant digits (ui/modelcsv.cpp); the workbook keeps the double.
                    equal = math.isclose(cell.value, expected, rel_tol=1e-9, abs_tol=0.0)
                else:
                    # A table's CSV writes the shortest text that reads back to the same double.
                    equal = cell.value == expected
                if not equal:
                    problem(f"{where}: {cell.value!r}, the CSV has {text}")
                if not format_matches(unit, cell.number_format):
                    problem(f"{where}: a {unit} column formatted {cell.number_format!r}")
                counts["numbers"] += 1
                if unit:
                    counts[unit] += 1
            else:
                if cell.data_type != "s" or cell.value != text:
                    problem(f"{where}: {cell.value!r}, the CSV has {text!r}")
                counts["texts"] += 1


def check_assumptions(ws, manifest, results_pairs, counts):
    with open(manifest["plan"], encoding="utf-8") as f:
        plan = json.load(f)["assumptions"]
    if ws.freeze_panes != "A2":
        problem(f"Assumptions: the header row is not frozen (freeze_panes {ws.freeze_panes!r})")
    labels = {}
    for r in range(2, ws.max_row + 1):
        label = ws.cell(row=r, column=1).value
        if label is None:
            break
        labels[label] = ws.cell(row=r, column=2)
    expected = [
        ("Deadline", "deadlineHours", "hours"),
        ("Budget", "budgetUsd", "currency"),
        ("Price multiplier (spot or reserved discount)", "priceMultiplier", None),
        ("Power usage effectiveness (PUE)", "pue", None),
        ("GPUs per node", "gpusPerNode", None),
    ]
    for label, key, unit in expected:
        cell = labels.get(label)
        if cell is None:
            problem(f"Assumptions: no row {label!r} (rows {list(labels)})")
            continue
        if plan[key] is None:
            if cell.value is not None:
                problem(f"Assumptions: {label} is {cell.value!r}, the plan sets none")
            continue
        if not is_number_cell(cell) or cell.value != plan[key]:
            problem(f"Assumptions: {label} is {cell.value!r} ({cell.data_type}), the plan file has {plan[key]}")
        if not format_matches(unit, cell.number_format):
            problem(f"Assumptions: {label} is a {unit} figure formatted {cell.number_format!r}")
        counts["assumption figures"] += 1
    # The workbook names the policy as the interface does (core/document/poolentries.h), the plan by its word.
    policy_labels = {"proportional": "Proportional share", "priority": "Strict priority, then FIFO",
                     "max-min-fairness": "Max-min fairness", "finish-time-fairness": "Finish-time fairness",
                     "min-makespan": "Minimum makespan", "min-cost": "Minimum cost, deadlines met"}
    policy = labels.get("Pool policy")
    if policy is None or policy.value != policy_labels.get(plan["poolPolicy"]):
        problem(f"Assumptions: pool policy {policy.value if policy else None!r}, the plan has {plan['poolPolicy']}")

    # The second block: what every estimate assumed, under its own heading row.
    heading = None
    for r in range(1, ws.max_row + 1):
        if ws.cell(row=r, column=1).value == "Workload":
            heading = r
            break
    if heading is None:
        problem("Assumptions: no block of estimate assumptions (a row headed 'Workload')")
        return
    titles = [ws.cell(row=heading, column=c).value for c in range(1, 5)]
    if titles != ["Workload", "GPU", "Estimate assumption", "Given"]:
        problem(f"Assumptions: the estimate block is headed {titles}")
    lines = {}
    for r in range(heading + 1, ws.max_row + 1):
        workload, gpu, line, given = (ws.cell(row=r, column=c) for c in range(1, 5))
        if given.data_type != "b":
            problem(f"Assumptions!{given.coordinate}: 'Given' is {given.value!r}, not TRUE or FALSE")
        lines.setdefault((workload.value, gpu.value), []).append(line.value)
    if len(lines) != manifest["estimates"]:
        problem(f"Assumptions: {len(lines)} estimates listed, the plan has {manifest['estimates']} that ran")
    for pair, said in lines.items():
        if pair not in results_pairs:
            problem(f"Assumptions: {pair} is not a row of Results")
        for start in ("Kind: ", "Runtime: ", "Compute efficiency: ", "Parallel layout: ", "Batch: "):
            if not any(isinstance(s, str) and s.startswith(start) for s in said):
                problem(f"Assumptions: {pair} states no {start.strip()!r} line")
        counts["assumption lines"] += len(said)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        manifest = json.load(f)
    wb = openpyxl.load_workbook(manifest["workbook"])
    names = [spec["name"] for spec in manifest["sheets"]] + ["Assumptions"]
    if wb.sheetnames != names:
        problem(f"sheets {wb.sheetnames}, expected {names}")
    counts = dict.fromkeys(
        ["numbers", "booleans", "texts", "currency", "percent", "hours", "assumption figures", "assumption lines"], 0)
    results_pairs = set()
    for spec in manifest["sheets"]:
        if spec["name"] not in wb.sheetnames:
            continue
        ws = wb[spec["name"]]
        check_sheet(ws, spec, counts)
        if spec["kind"] == "results":
            results_pairs = {(ws.cell(row=r, column=1).value, ws.cell(row=r, column=2).value)
                             for r in range(2, ws.max_row + 1)}
    if "Assumptions" in wb.sheetnames:
        check_assumptions(wb["Assumptions"], manifest, results_pairs, counts)

    # Nothing passes by checking nothing: the sample plan has cells of every kind.
    for kind, least in manifest["least"].items():
        if counts[kind] < least:
            problem(f"only {counts[kind]} {kind} cells checked, expected at least {least}")
    for line in problems:
        print(line)
    if problems:
        return 1
    print("checked " + ", ".join(f"{n} {kind}" for kind, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
