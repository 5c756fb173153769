import Foundation

/// One button of a row's swipe actions: its title, role, color and action.
struct SwipeActionItem {
    let title: String
    let role: ButtonRole?
    let tint: Color?
    let action: () -> Void

    /// The buttons in `content` (tuples, groups and tinted buttons are looked through).
    @MainActor static func collect(from content: any View) -> [SwipeActionItem] {
        var items: [SwipeActionItem] = []
        (content as? any SwipeActionSource)?.appendSwipeActions(to: &items, tint: nil)
        return items
    }
}

/// Content that holds swipe action buttons.
@MainActor
protocol SwipeActionSource {
    func appendSwipeActions(to items: inout [SwipeActionItem], tint: Color?)
}

extension Button: SwipeActionSource {
    func appendSwipeActions(to items: inout [SwipeActionItem], tint: Color?) {
        items.append(
            SwipeActionItem(title: TextContent.string(of: label) ?? "", role: role, tint: tint, action: action))
    }
}

extension TupleView: SwipeActionSource {
    func appendSwipeActions(to items: inout [SwipeActionItem], tint: Color?) {
        for element in elements { (element as? any SwipeActionSource)?.appendSwipeActions(to: &items, tint: tint) }
    }
}

extension Group: SwipeActionSource {
    func appendSwipeActions(to items: inout [SwipeActionItem], tint: Color?) {
        (content as? any SwipeActionSource)?.appendSwipeActions(to: &items, tint: tint)
    }
}

extension ModifiedContent: SwipeActionSource where Content: View, Modifier: ViewModifier {
    func appendSwipeActions(to items: inout [SwipeActionItem], tint: Color?) {
        // A tint outside a button colors it; the innermost tint wins.
        let own = (modifier as? TintModifier)?.color
        (content as? any SwipeActionSource)?.appendSwipeActions(to: &items, tint: tint ?? own)
    }
}

/// The plain text of a label view: a `Text`, or a `Label`'s title.
@MainActor
enum TextContent {
    static func string(of view: any View) -> String? {
        if let text = view as? Text { return text.string }
        if let titled = view as? any TitledLabel { return string(of: titled.titleView) }
        return nil
    }
}

/// A label with a title view (`Label`).
@MainActor
protocol TitledLabel {
    var titleView: any View { get }
}

extension Label: TitledLabel {
    var titleView: any View { title }
}
