import Dispatch
import TandemSupport

/// The storage of one `@State`: created with the node's first evaluation,
/// kept while the node's identity lives.
///
/// Reads record the evaluating node; writes invalidate the readers. A
/// write of an equal `Equatable` value changes nothing. A write from a
/// thread other than the main one is reported and applied on the main actor.
final class StateBox<Value>: @unchecked Sendable {
    private var storedValue: Value
    private let source: DependencySourceHolder
    /// The node that owns the state, for reports (its path is built only when one is made).
    private let ownerNode: NodeReference

    @MainActor init(_ value: Value, owner: ViewNode) {
        storedValue = value
        source = DependencySourceHolder()
        ownerNode = owner.reference
    }

    /// The box kept in `node`'s `slot` (`@State` and `@GestureState` keep
    /// theirs for the node's life), made with `initialValue` on the node's
    /// first evaluation.
    @MainActor static func kept(in node: ViewNode, slot: Int, initialValue: @autoclosure () -> Value) -> StateBox {
        if let box = node.slots[slot] as? StateBox<Value> { return box }
        let box = StateBox(initialValue(), owner: node)
        node.slots[slot] = box
        return box
    }

    /// A readable name of the owner, for reports.
    private var owner: String {
        guard MainThread.isCurrent else { return "a view" }
        return MainActor.assumeIsolated { ownerNode.node?.path ?? "a removed view" }
    }

    var value: Value {
        get {
            if MainThread.isCurrent { MainActor.assumeIsolated { source.source.recordRead() } }
            return storedValue
        }
        set {
            guard MainThread.isCurrent else {
                Diagnostics.report(
                    "SwiftUI",
                    "State<\(Value.self)> of \(owner) was written from a background thread; "
                        + "the write is applied on the main actor.")
                let box = UncheckedBox(newValue)
                DispatchQueue.main.async { self.value = box.value }
                return
            }
            if AnyEquality.equal(storedValue, newValue) { storedValue = newValue; return }
            storedValue = newValue
            MainActor.assumeIsolated { source.source.invalidateReaders(because: "State<\(Value.self)> written") }
        }
    }

    /// The value, without recording a read (a binding's snapshot).
    var peek: Value { storedValue }

    /// The location bindings to this state read and write.
    lazy var location: BindingLocation<Value> = StateLocation(box: self)
}

/// Holds a main-actor dependency source in a box usable from any thread.
final class DependencySourceHolder: @unchecked Sendable {
    let source: DependencySource
    @MainActor init() { source = DependencySource() }
}

/// Carries a value across threads when the code guarantees one owner at a time.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// A binding to a state's storage.
final class StateLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
    private let box: StateBox<Value>

    init(box: StateBox<Value>) { self.box = box }

    override func get() -> Value { box.value }
    override func snapshot() -> Value? { box.peek }
    override func set(_ value: Value, transaction: Transaction) { box.value = value }
}
