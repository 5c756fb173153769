import Foundation

/// The coder a storyboard or nib passes to `init?(coder:)` (and to the
/// creator block of `instantiateViewController(identifier:creator:)`).
///
/// On Apple's systems it is an `UINibDecoder` that the initializer reads
/// the archived properties from. Here the object's properties are applied
/// by the loader after `init?(coder:)` returns (before `awakeFromNib()`),
/// so an initializer of your own sees UIKit's defaults; the few facts that
/// must be known while the object is made (a cell's style, a table's style,
/// a button's type) are read from this coder by Tandem's own initializers.
final class InterfaceBuilderCoder: NSCoder {
    /// The element the object is made from.
    let element: InterfaceBuilderElement

    init(element: InterfaceBuilderElement) {
        self.element = element
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element.attributes[key] != nil || element.child(key: key) != nil
    }

    override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }

    override func decodeInteger(forKey key: String) -> Int { element.number(key).map { Int($0) } ?? 0 }

    override func decodeDouble(forKey key: String) -> Double { element.number(key) ?? 0 }

    override func decodeObject(forKey key: String) -> Any? { element.attributes[key] }
}

extension InterfaceBuilderCoder {
    /// The table style a `tableView` element names (`plain` for other coders).
    static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
        switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// The cell style a `tableViewCell` element names (`default` for custom cells and other coders).
    static func cellStyle(_ coder: NSCoder) -> UITableViewCell.CellStyle {
        switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    /// The button type a `button` element names (nil for other coders).
    static func buttonType(_ coder: NSCoder) -> UIButton.ButtonType? {
        guard let element = (coder as? InterfaceBuilderCoder)?.element else { return nil }
        switch element["buttonType"] {
        case "system", "roundedRect": return .system
        case "detailDisclosure": return .detailDisclosure
        case "infoLight": return .infoLight
        case "infoDark": return .infoDark
        case "contactAdd": return .contactAdd
        case "close": return .close
        default: return element.child(key: "configuration") != nil ? .system : .custom
        }
    }
}
