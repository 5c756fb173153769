/// A property wrapper whose storage lives in the node (`State`,
/// `StateObject`, `ObservedObject`, `Environment`...).
@MainActor
protocol GraphBoundProperty {
    /// Binds the wrapper at `pointer` (inside a fresh view value) to the
    /// node's storage in slot `slot`, creating the storage the first time.
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int)
}
