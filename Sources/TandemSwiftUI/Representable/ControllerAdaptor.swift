import Foundation
import TandemUIKit

/// A UIViewControllerRepresentable as the representable box drives it.
struct ControllerAdaptor<R: UIViewControllerRepresentable>: RepresentableAdaptor {
    var representable: R

    init(_ representable: R) { self.representable = representable }

    func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }

    func make(coordinator: R.Coordinator, environment: EnvironmentValues) -> R.UIViewControllerType {
        representable.makeUIViewController(context: context(coordinator, environment))
    }

    func update(_ controller: R.UIViewControllerType, coordinator: R.Coordinator, environment: EnvironmentValues) {
        RepresentableEnvironment.apply(environment, to: controller.view)
        representable.updateUIViewController(controller, context: context(coordinator, environment))
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize, view controller: R.UIViewControllerType, coordinator: R.Coordinator,
        environment: EnvironmentValues
    ) -> CGSize? {
        representable.sizeThatFits(proposal, uiViewController: controller, context: context(coordinator, environment))
    }

    static func dismantle(_ controller: R.UIViewControllerType, coordinator: R.Coordinator) {
        R.dismantleUIViewController(controller, coordinator: coordinator)
    }

    func platformView(of made: R.UIViewControllerType) -> UIView { made.view }

    func attach(_ made: R.UIViewControllerType, to parent: UIViewController?) {
        parent?.addChild(made)
    }

    func didAttach(_ made: R.UIViewControllerType, to parent: UIViewController?) {
        if let parent { made.didMove(toParent: parent) }
    }

    func detach(_ made: R.UIViewControllerType) {
        let contained = made.parent != nil
        if contained { made.willMove(toParent: nil) }
        made.view.removeFromSuperview()
        if contained { made.removeFromParent() }
    }

    static var isReusable: Bool { R.self is any ReusableUIViewControllerRepresentable.Type }

    func reset(_ made: R.UIViewControllerType, coordinator: R.Coordinator) {
        guard let reusable = representable as? any ReusableUIViewControllerRepresentable else { return }
        func open<T: ReusableUIViewControllerRepresentable>(_ value: T) {
            value.resetUIViewController(made as! T.UIViewControllerType, coordinator: coordinator as! T.Coordinator)
        }
        open(reusable)
    }

    mutating func bind(to node: ViewNode) { DynamicPropertyLayout.bind(&representable, to: node) }

    private func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
        UIViewControllerRepresentableContext(
            coordinator: coordinator, transaction: ViewGraph.currentTransaction, environment: environment)
    }
}
