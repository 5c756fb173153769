import TandemReactive
import TandemSupport

/// The storage of one `@StateObject`: the object and the node's subscription to it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject>: NodeLifetime {
    let object: ObjectType
    let subscription = ObjectSubscription()

    init(object: ObjectType) { self.object = object }

    func end() { subscription.end() }
}
