import Observation

/// Reads a value from the view's environment.
///
/// `@Environment(\.colorScheme) var colorScheme` gives the value the nearest
/// ancestor set (or the key's default). The view is evaluated again when the
/// value changes. Read it in `body`; outside a view's graph (a view value
/// not yet shown) it gives the default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // Plain fields rather than an enum, so that an unchanged view holding
    // this wrapper compares equal bit for bit.
    private let keyPath: KeyPath<EnvironmentValues, Value>?
    private let objectKey: ObjectIdentifier?
    private let objectName: String?
    var box: EnvironmentBox?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        objectKey = nil
        objectName = nil
    }

    /// The current value. Main actor, as views are.
    @preconcurrency @MainActor public var wrappedValue: Value {
        let environment = box?.node?.environment ?? EnvironmentValues()
        if let keyPath {
            if let node = box?.node, ViewGraph.evaluatingNode === node {
                node.environmentReads.append(EnvironmentRead(keyPath: keyPath))
            }
            return environment[keyPath: keyPath]
        }
        let name = objectName ?? "\(Value.self)"
        guard let objectKey, let object = environment.value(for: objectKey) as? Value else {
            fatalError(
                "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing "
                    + "as an ancestor of this view\(box?.node.map { " (\($0.path))" } ?? "").")
        }
        if let node = box?.node, ViewGraph.evaluatingNode === node {
            node.environmentReads.append(EnvironmentRead(objectKey: objectKey))
        }
        return object
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the `@Observable` object of this type that an ancestor put in
    /// the environment with `.environment(_:)`. A missing object stops the
    /// program with a message naming the type and the view, as SwiftUI does.
    public init(_ objectType: Value.Type) {
        keyPath = nil
        objectKey = EnvironmentObjectKey<Value>.id
        objectName = String(describing: objectType)
    }
}

extension Environment: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        if let box = node.slots[slot] as? EnvironmentBox {
            property.pointee.box = box
        } else {
            let box = EnvironmentBox(node: node)
            node.slots[slot] = box
            property.pointee.box = box
        }
    }
}
