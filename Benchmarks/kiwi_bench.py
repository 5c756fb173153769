"""The solver benchmark's baseline: the systems of Sources/tandem-bench/SolverSystems.swift,
constraint for constraint, in kiwisolver. Prints the median build time and the median
time per re-solve, in nanoseconds.

usage: kiwi_bench.py SHAPE N RESOLVES SAMPLES
"""
import statistics
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    # The usual mapping of UIKit priorities onto kiwi's strength range.
    return kiwi.strength.create(0, priority, 0) if priority < 1000 else kiwi.strength.required


def build(shape, n):
    solver = kiwi.Solver()
    sv_left, sv_width = kiwi.Variable("sv.left"), kiwi.Variable("sv.width")
    solver.addConstraint(sv_left == 0)
    solver.addEditVariable(sv_width, strength(999))
    solver.suggestValue(sv_width, 1280)
    if shape == "chain":
        previous_bottom = None
        for _ in range(n):
            left, right, top, bottom = (kiwi.Variable() for _ in range(4))
            solver.addConstraint(left == sv_left + 16)
            solver.addConstraint(right == sv_left + sv_width - 16)
            solver.addConstraint(top == (previous_bottom + 8 if previous_bottom is not None else 8))
            solver.addConstraint(bottom == top + 44)
            previous_bottom = bottom
    elif shape == "grid":
        lefts, widths, tops, heights = [], [], [], []
        for i in range(n):
            column = i % 10
            left, width, top, height = (kiwi.Variable() for _ in range(4))
            if column == 0:
                solver.addConstraint(left == sv_left + 16)
            else:
                solver.addConstraint(left == lefts[i - 1] + widths[i - 1] + 8)
                solver.addConstraint(width == widths[i - 1])
            if column == 9 or i == n - 1:
                solver.addConstraint(left + width == sv_left + sv_width - 16)
            if i >= 10:
                solver.addConstraint(top == tops[i - 10] + heights[i - 10] + 8)
            else:
                solver.addConstraint(top == 8)
            solver.addConstraint(height == 44)
            lefts.append(left); widths.append(width); tops.append(top); heights.append(height)
    elif shape == "cells":
        previous_bottom = None
        for _ in range(n):
            label_left, label_width, field_left, field_width = (kiwi.Variable() for _ in range(4))
            row_top, label_top, label_height, row_bottom = (kiwi.Variable() for _ in range(4))
            solver.addConstraint(label_left == sv_left + 16)
            solver.addConstraint((label_width >= 80) | strength(750))
            solver.addConstraint((label_width <= 80) | strength(251))
            solver.addConstraint(field_left == label_left + label_width + 8)
            solver.addConstraint(field_left + field_width == sv_left + sv_width - 16)
            solver.addConstraint((field_width >= 100) | strength(750))
            solver.addConstraint((field_width <= 100) | strength(250))
            solver.addConstraint(row_top == (previous_bottom if previous_bottom is not None else 0))
            solver.addConstraint(label_top == row_top + 8)
            solver.addConstraint((label_height >= 21) | strength(750))
            solver.addConstraint((label_height <= 21) | strength(251))
            solver.addConstraint(row_bottom == label_top + label_height + 8)
            previous_bottom = row_bottom
    else:
        raise SystemExit("unknown shape " + shape)
    solver.updateVariables()
    return solver, sv_width


def main():
    shape, n, resolves, samples = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    builds = []
    solver = width = None
    # Large systems take kiwi minutes to build (it grows with N²): no warm-up build there.
    warmup = 1 if n < 5000 else 0
    for _ in range(samples + warmup):
        start = time.perf_counter_ns()
        solver, width = build(shape, n)
        builds.append(time.perf_counter_ns() - start)
    builds = builds[warmup:]
    step = 0
    per_resolve = []
    for _ in range(samples + 1):
        start = time.perf_counter_ns()
        for _ in range(resolves):
            step += 1
            solver.suggestValue(width, 1024 if step % 2 == 0 else 768)
            solver.updateVariables()
        per_resolve.append((time.perf_counter_ns() - start) / resolves)
    per_resolve = per_resolve[1:]
    print(statistics.median(builds), statistics.median(per_resolve))


main()
