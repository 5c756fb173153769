import Foundation
import TandemSupport

extension UITableView {
    /// Registers a nib whose top-level cell is made when `identifier` has
    /// no cell to reuse; nil unregisters. A nib without a top-level
    /// `UITableViewCell` is reported when dequeued and a default cell made.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            cellPool.register(nil, for: identifier)
            return
        }
        cellPool.register(
            { identifier in
                guard let cell = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? UITableViewCell }).first
                else {
                    Diagnostics.report(
                        "UITableView", "the nib registered for \(identifier) has no top-level UITableViewCell")
                    return UITableViewCell(style: .default, reuseIdentifier: identifier)
                }
                cell.reuseIdentifier = identifier
                return cell
            }, for: identifier)
    }
}
