import TandemUIKit

/// A `UIViewRepresentable` whose views lazy containers may reuse (a Tandem
/// addition, like Compose's `AndroidView(onReset:)` and React Native's
/// `prepareForRecycle`).
///
/// Without this protocol a representable's view is never reused: an
/// identity that leaves a `LazyVStack`, `LazyHStack`, lazy grid or `List`
/// is dismantled, and one that appears is made. With it, the view and its
/// coordinator of an identity leaving such a container go to the
/// container's reuse pool (no `dismantleUIView`), and the next new identity
/// of the same type inside that container takes them: the graph calls
/// ``resetUIView(_:coordinator:)`` on the new value, then `updateUIView`,
/// and neither `makeCoordinator` nor `makeUIView`. When the container itself
/// goes, pooled views are dismantled, each once, and never reused. Outside
/// a lazy container nothing changes. Main actor, like the rest of the view.
@preconcurrency @MainActor
public protocol ReusableUIViewRepresentable: UIViewRepresentable {
    /// Prepares a view another identity used for this one: clear what must
    /// not carry over (text, selection, scroll position, subscriptions that
    /// belonged to the old content). Runs before `updateUIView`, which then
    /// applies this value. The coordinator is the one made with the view.
    func resetUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
}
