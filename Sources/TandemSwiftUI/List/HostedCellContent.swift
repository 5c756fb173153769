import Foundation

/// A hosted cell's content over its background, inside its margins
/// (``HostedCellLayout``): one node where the modifiers that say the same
/// (`frame`, `padding`, `background`) take three. Every node between a
/// cell's root and its row's own views is updated, compared and walked
/// for each cell shown for a new row while a list scrolls.
///
/// For content that is one view. Content that is a list of views takes
/// the modifiers themselves, which are given to each of its views
/// (``HostedCellRoot``).
struct HostedCellContent<Content: View, Background: View>: View, PrimitiveView {
    let content: Content
    let background: Background
    let margins: EdgeInsets

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        // No background (an empty one, or a row that sets none) is left
        // out: it draws nothing and holds no state.
        let hasBackground = Background.self != EmptyView.self && !OptionalValue.isEmpty(background)
        updater.setLayout(HostedCellLayout(margins: margins, hasBackground: hasBackground))
        // Laid out by the cell, not by a stack around it (as a layout modifier's content is).
        var environment = updater.environment
        if environment.stackAxis != nil { environment.stackAxis = nil }
        guard hasBackground else {
            updater.reconcile(single: content, environment: environment)
            return
        }
        updater.reconcile(
            [(.secondary, SingleItem.wrapping(background)), (.single, content)], environment: environment)
    }
}
