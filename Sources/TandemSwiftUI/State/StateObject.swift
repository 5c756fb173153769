import TandemReactive
import TandemSupport

/// An `ObservableObject` a view owns: made once per identity and observed.
///
/// The autoclosure runs when the view's identity first evaluates; later
/// values of the view (with a new autoclosure) do not run it again. The
/// object lives until the identity goes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let thunk: () -> ObjectType
    var box: StateObjectBox<ObjectType>?

    /// An object made by `thunk` when the view's identity first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The owned object. Read outside a graph it makes a new object each
    /// time, which is reported, as SwiftUI does.
    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        if let object = box?.object { return object }
        Diagnostics.report(
            "SwiftUI",
            "Accessing StateObject<\(ObjectType.self)>'s object without being installed on a View. "
                + "This will create a new instance each time.")
        return thunk()
    }

    /// Bindings to the object's properties.
    @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let box: StateObjectBox<ObjectType>
        if let existing = node.slots[slot] as? StateObjectBox<ObjectType> {
            box = existing
        } else {
            box = StateObjectBox(object: property.pointee.thunk())
            node.slots[slot] = box
        }
        box.subscription.observe(box.object, node: node, wrapper: "StateObject<\(ObjectType.self)>")
        property.pointee.box = box
    }
}
