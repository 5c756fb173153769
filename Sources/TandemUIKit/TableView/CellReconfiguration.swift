import Foundation
import TandemSupport

/// Reconfiguring cells in place, shared by table and collection views: the
/// data source is asked again for each row or item on screen while the
/// view marks it as being reconfigured, so that dequeuing for it returns
/// its own cell (not prepared for reuse) and its state stays.
@preconcurrency @MainActor
enum CellReconfiguration {
    /// Runs `ask` for each path of `paths` that has a cell in `visible`, with
    /// `mark` set to that path and cell meanwhile. Returns the paths whose
    /// cell was configured in place, and those for which the data source
    /// returned another cell (reported as `component`'s `method`, the cell
    /// hidden): the view reloads those.
    static func run<Cell: UIView>(
        _ paths: [IndexPath], visible: [IndexPath: Cell], component: String, method: String,
        mark: ((IndexPath, Cell)?) -> Void, ask: (IndexPath) -> Cell
    ) -> (kept: [IndexPath], replaced: [IndexPath]) {
        var kept: [IndexPath] = [], replaced: [IndexPath] = []
        for path in paths {
            guard let cell = visible[path] else { continue }
            mark((path, cell))
            let returned = ask(path)
            mark(nil)
            if returned === cell {
                kept.append(path)
            } else {
                Diagnostics.report(
                    component, "\(method): the data source returned a different cell for \(path); reloading it")
                returned.isHidden = true
                replaced.append(path)
            }
        }
        return (kept, replaced)
    }
}
