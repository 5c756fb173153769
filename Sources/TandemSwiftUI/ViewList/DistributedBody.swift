/// A custom view whose body is several views, with a modifier handed to
/// each of them: `TwoLines().padding()` pads each line, as in SwiftUI.
///
/// Its node is the custom view's identity (its state, its body's reads);
/// its children are the body's views, each with the modifier applied
/// (``ModifierDistribution``).
struct DistributedBody<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let modifier: Modifier

    /// Never called: a primitive view.
    var body: Never { primitiveBodyCalled(Self.self) }
}

extension DistributedBody: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let body = updater.evaluateBody(content)
        updater.reconcile(ModifierDistribution.apply(modifier, to: body, key: .single, in: updater))
    }
}
