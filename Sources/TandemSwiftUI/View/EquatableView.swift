/// A view that is evaluated again only when its content is not `==` to the
/// content it had last time.
///
/// Made by `.equatable()`. It lets a view's own `==` decide whether its body
/// runs, instead of a comparison of its stored properties (which calls any
/// view holding a closure changed). The view still runs its body when its
/// own state or an environment value it reads changes.
public struct EquatableView<Content: View & Equatable>: View {
    /// The view whose `==` decides whether it is evaluated.
    public var content: Content

    /// Wraps `content`, to be compared with `==`.
    public init(content: Content) {
        self.content = content
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension EquatableView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        // The content's node compares its old and new value with the
        // content type's `==` (it is `Equatable`) and skips the body when
        // they are equal.
        updater.reconcile(single: content)
    }
}

extension EquatableView: EnvironmentTransparent {}

extension View where Self: Equatable {
    /// This view, evaluated again only when its new value is not `==` to
    /// its previous one.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
