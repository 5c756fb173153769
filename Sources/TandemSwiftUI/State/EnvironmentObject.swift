import TandemReactive

/// An `ObservableObject` an ancestor put in the environment with
/// `.environmentObject(_:)`, observed like `@ObservedObject`.
///
/// Reading it when no ancestor supplied an object of this type stops the
/// program with SwiftUI's message, naming the type and the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }

    var object: ObjectType?
    var viewPath: String?

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object from the environment.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view. (\(viewPath ?? "a view not in a graph"))"
            )
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let object = node.environment.value(for: EnvironmentObjectKey<ObjectType>.id) as? ObjectType
        property.pointee.object = object
        property.pointee.viewPath = node.path
        node.environmentReads.append(EnvironmentRead(objectKey: EnvironmentObjectKey<ObjectType>.id))
        let subscription = (node.slots[slot] as? ObjectSubscription) ?? ObjectSubscription()
        node.slots[slot] = subscription
        if let object { subscription.observe(object, node: node, wrapper: "EnvironmentObject<\(ObjectType.self)>") }
    }
}
