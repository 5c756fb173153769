import TandemReactive

/// The environment entry of an environment object of one type.
enum EnvironmentObjectKey<ObjectType: AnyObject> {
    static var id: ObjectIdentifier { ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self) }
}
