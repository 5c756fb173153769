extension Optional: View where Wrapped: View {
    /// Never called: an optional view is primitive (the view, or nothing).
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func updateNode(_ node: ViewNode) {
        node.role = .group
        switch self {
        case .some(let view): node.reconcile(single: view, environment: node.environment)
        case .none: node.reconcile([], environment: node.environment)
        }
    }
}
