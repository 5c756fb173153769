extension Optional: View where Wrapped: View {
    /// Never called: an optional view is primitive (the view, or nothing).
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        switch self {
        case .some(let view): updater.reconcile(single: view)
        case .none: updater.reconcile([])
        }
    }
}
