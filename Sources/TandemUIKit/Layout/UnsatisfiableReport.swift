import Foundation
import TandemGraphics
import TandemSolver

/// UIKit's log for a constraint the engine had to break.
@preconcurrency @MainActor
enum UnsatisfiableReport {
    static func message(breaking constraint: NSLayoutConstraint) -> String {
        var involved: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        let horizontal = constraint.firstAttribute.isHorizontal
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? LayoutItem }) {
            let candidates = Array(item.referencingConstraints.values) + (item.engineItem?.internalConstraints ?? [])
            for c in candidates.sorted(by: { $0.sequence < $1.sequence })
            where c.priority == .required && c.firstAttribute.isHorizontal == horizontal
                && seen.insert(ObjectIdentifier(c)).inserted && c !== constraint
            {
                involved.append(c)
            }
        }
        involved.append(constraint)
        let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)
            """
    }
}
