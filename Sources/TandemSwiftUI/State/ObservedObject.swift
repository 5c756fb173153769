import TandemReactive

/// An `ObservableObject` a view observes but does not own.
///
/// When the object's `objectWillChange` fires, the view is evaluated again
/// in the next update. The subscription follows the object: give the view
/// another object and it observes that one instead.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
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

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let object = pointer.assumingMemoryBound(to: Self.self).pointee.wrappedValue
        let subscription = (node.slots[slot] as? ObjectSubscription) ?? ObjectSubscription()
        node.slots[slot] = subscription
        subscription.observe(object, node: node, wrapper: "ObservedObject<\(ObjectType.self)>")
    }
}
