/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// A UIKit view controller shown in SwiftUI.
///
/// The same contract as `UIViewRepresentable`: coordinator, make once,
/// update on change, static dismantle, `sizeThatFits`. The controller is
/// added as a child of the hosting controller that shows it, so it gets
/// appearance callbacks, and removed from it when dismantled.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// What `make`, `update` and `sizeThatFits` receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once per identity.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Brings the controller up to date.
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up before the controller is removed. Does nothing by default.
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// Makes the coordinator, before the controller, once per identity.
    func makeCoordinator() -> Self.Coordinator
    /// The controller's view's size for `proposal`, or `nil` for the default.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context)
        -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}

    /// The default sizing.
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
    ) -> CGSize? { nil }

    /// Never called: the graph shows the controller's view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    func updateNode(_ updater: NodeUpdater) {
        if Self.self is AnyClass {
            preconditionFailure("UIViewControllerRepresentables must be value types: \(Self.self)")
        }
        let (box, isNew) = updater.leafDriver(RepresentableBox<ControllerAdaptor<Self>>.self) {
            RepresentableBox(ControllerAdaptor(self), updater: updater)
        }
        if !isNew { box.update(ControllerAdaptor(self), updater: updater) }
    }
}
