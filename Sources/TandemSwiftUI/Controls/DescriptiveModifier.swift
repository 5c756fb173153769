/// A modifier that only describes its view to a container reading the
/// view value (a tag for a picker or tab view, a tab item, a badge): the
/// content is shown unchanged.
@MainActor
protocol DescriptiveModifier: PrimitiveModifier {}

extension DescriptiveModifier {
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        updater.reconcile(single: content)
    }
}
