import Foundation
import TandemGraphics
import TandemSupport

/// Applies the attributes of views that arrange others: stack views,
/// scroll views, tables and their cells, collection views and their flow layouts.
@MainActor
enum InterfaceBuilderContainerAttributes {
    static func apply(_ element: InterfaceBuilderElement, to view: UIView, document: InterfaceBuilderDocument) {
        if let stack = view as? UIStackView { applyStack(element, to: stack) }
        if let scroll = view as? UIScrollView {
            if let shows = element.bool("showsHorizontalScrollIndicator") {
                scroll.showsHorizontalScrollIndicator = shows
            }
            if let shows = element.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
            if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
            if let bounces = element.bool("bounces") { scroll.bounces = bounces }
            if let bounces = element.bool("alwaysBounceVertical") { scroll.alwaysBounceVertical = bounces }
        }
        if let table = view as? UITableView {
            if let height = element.number("rowHeight"), height >= 0 { table.rowHeight = height }
            if let height = element.number("estimatedRowHeight"), height >= 0 { table.estimatedRowHeight = height }
            if let height = element.number("sectionHeaderHeight"), height >= 0 { table.sectionHeaderHeight = height }
            if let height = element.number("sectionFooterHeight"), height >= 0 { table.sectionFooterHeight = height }
            if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        }
        if let cell = view as? UITableViewCell {
            switch element["selectionStyle"] {
            case "none": cell.selectionStyle = .none
            case "blue": cell.selectionStyle = .blue
            case "gray": cell.selectionStyle = .gray
            default: break
            }
            switch element["accessoryType"] {
            case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
            case "checkmark": cell.accessoryType = .checkmark
            case "detailButton": cell.accessoryType = .detailButton
            case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
            default: break
            }
        }
        if let collection = view as? UICollectionView,
            let layoutElement = element.child(key: "collectionViewLayout"),
            layoutElement.name == "collectionViewFlowLayout"
        {
            collection.setCollectionViewLayout(flowLayout(layoutElement), animated: false)
        }
    }

    private static func applyStack(_ element: InterfaceBuilderElement, to stack: UIStackView) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: stack.distribution = .fill
        }
        switch element["alignment"] {
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline": stack.alignment = .lastBaseline
        default: stack.alignment = .fill
        }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let relative = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = relative }
    }

    /// A `collectionViewFlowLayout` element's layout.
    private static func flowLayout(_ element: InterfaceBuilderElement) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = element.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = element.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let size = element.child(key: "itemSize") { layout.itemSize = InterfaceBuilderValues.size(size) }
        if let size = element.child(key: "estimatedItemSize") {
            layout.estimatedItemSize = InterfaceBuilderValues.size(size)
        }
        if let inset = element.child(key: "sectionInset") { layout.sectionInset = InterfaceBuilderValues.insets(inset) }
        return layout
    }
}
