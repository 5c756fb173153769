import Foundation

/// One vertical piece of a table: its header view, a section's header, a
/// row, a section's footer, or its footer view, in the order they stack.
enum TableSlot: Hashable {
    case tableHeader
    case header(Int)
    case row(IndexPath)
    case footer(Int)
    case tableFooter
}

extension TableSlot {
    /// The section of a header or footer.
    var section: Int? {
        switch self {
        case .header(let section), .footer(let section): section
        default: nil
        }
    }

    /// The same kind of slot in another section.
    func inSection(_ section: Int) -> TableSlot {
        switch self {
        case .footer: .footer(section)
        default: .header(section)
        }
    }
}
