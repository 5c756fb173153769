import Foundation

/// How ``objc_setAssociatedObject(_:_:_:_:)`` holds a value, with the
/// Objective-C runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: an object is held weakly (the runtime's "assign" leaves a
    /// dangling pointer when it goes; here it reads as nil).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` object), else retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 0x301
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 0x303
}

/// Associates `value` with `object` under `key` (an address the caller
/// owns, usually of a static variable), as the Objective-C runtime does:
/// `nil` removes the association. Thread-safe.
///
/// Linux has no Objective-C runtime to end associations when their object
/// is freed: each is kept beside a weak reference to its object and is
/// released once the object is gone, when the table is next used.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object as AnyObject, key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object as AnyObject)
}

/// The associations, by object identity. An entry names its object weakly:
/// an address reused by a later object finds the entry's object gone and
/// does not see its values.
enum AssociatedObjects {
    private struct Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Value]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// The table and its lock. Unchecked: every access holds `lock`, and the
    /// values it hands out are the callers' own (as the runtime's are).
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var owners: [ObjectIdentifier: Owner] = [:]
        /// Changes since the entries of freed objects were last dropped.
        var changesSincePurge = 0
    }

    private static let table = Table()

    static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let stored: Value? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        // Released after the lock: a value's deinit may use the table.
        var released: [Owner] = []
        table.lock.lock()
        let id = ObjectIdentifier(object)
        // Held until after the lock: a freed object's entry at a reused address is replaced here.
        let previous = table.owners[id]
        var owner = previous.flatMap { $0.object === object ? $0 : nil } ?? Owner(object: object, values: [:])
        let replaced = owner.values[key]
        owner.values[key] = stored
        table.owners[id] = owner.values.isEmpty ? nil : owner
        table.changesSincePurge += 1
        // Amortized: as many entries of freed objects dropped as made.
        if table.changesSincePurge > max(64, table.owners.count) {
            table.changesSincePurge = 0
            for (id, owner) in table.owners where owner.object == nil {
                released.append(owner)
                table.owners[id] = nil
            }
        }
        table.lock.unlock()
        withExtendedLifetime((released, replaced, previous)) {}
    }

    static func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        table.lock.lock()
        var value: Value?
        if let owner = table.owners[ObjectIdentifier(object)], owner.object === object { value = owner.values[key] }
        table.lock.unlock()
        switch value {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    static func removeAll(_ object: AnyObject) {
        table.lock.lock()
        let id = ObjectIdentifier(object)
        var removed: Owner?
        if let owner = table.owners[id], owner.object === object {
            removed = owner
            table.owners[id] = nil
        }
        table.lock.unlock()
        withExtendedLifetime(removed) {}
    }
}
