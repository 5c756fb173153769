/// Names a view's coordinate space so descendants can measure frames in it.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        updater.setCoordinateSpaceName(name)
        updater.reconcile(single: content)
    }
}
