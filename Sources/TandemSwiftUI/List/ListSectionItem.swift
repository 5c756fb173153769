import Foundation

/// One section of a `List`: a `Section` view, or rows outside any section.
struct ListSectionItem {
    let key: AnyHashable
    let header: (any View)?
    let footer: (any View)?
    var rows: [ListRowItem] = []
}
