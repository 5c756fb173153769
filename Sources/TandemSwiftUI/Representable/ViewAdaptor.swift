import Foundation
import TandemUIKit

/// A UIViewRepresentable as the representable box drives it.
struct ViewAdaptor<R: UIViewRepresentable>: RepresentableAdaptor {
    var representable: R

    init(_ representable: R) { self.representable = representable }

    func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }

    func make(coordinator: R.Coordinator, environment: EnvironmentValues) -> R.UIViewType {
        representable.makeUIView(context: context(coordinator, environment))
    }

    func update(_ view: R.UIViewType, coordinator: R.Coordinator, environment: EnvironmentValues) {
        RepresentableEnvironment.apply(environment, to: view)
        representable.updateUIView(view, context: context(coordinator, environment))
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize, view: R.UIViewType, coordinator: R.Coordinator, environment: EnvironmentValues
    ) -> CGSize? {
        representable.sizeThatFits(proposal, uiView: view, context: context(coordinator, environment))
    }

    static func dismantle(_ view: R.UIViewType, coordinator: R.Coordinator) {
        R.dismantleUIView(view, coordinator: coordinator)
    }

    func platformView(of made: R.UIViewType) -> UIView { made }

    static var isReusable: Bool { R.self is any ReusableUIViewRepresentable.Type }

    func reset(_ made: R.UIViewType, coordinator: R.Coordinator) {
        guard let reusable = representable as? any ReusableUIViewRepresentable else { return }
        func open<T: ReusableUIViewRepresentable>(_ value: T) {
            value.resetUIView(made as! T.UIViewType, coordinator: coordinator as! T.Coordinator)
        }
        open(reusable)
    }

    mutating func bind(to node: ViewNode) { DynamicPropertyLayout.bind(&representable, to: node) }

    private func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
        UIViewRepresentableContext(
            coordinator: coordinator, transaction: ViewGraph.currentTransaction, environment: environment)
    }
}
