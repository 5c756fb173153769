import TandemUIKit

/// A `UIViewControllerRepresentable` whose controllers lazy containers may
/// reuse: the same contract as ``ReusableUIViewRepresentable``, with
/// ``resetUIViewController(_:coordinator:)`` before `updateUIViewController`.
/// A pooled controller is removed from its parent while it waits, and
/// added to the new parent before its reset.
@preconcurrency @MainActor
public protocol ReusableUIViewControllerRepresentable: UIViewControllerRepresentable {
    /// Prepares a controller another identity used for this one. Runs before
    /// `updateUIViewController`; the coordinator is the one made with it.
    func resetUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
}
