import Foundation
import TandemSupport

/// Sets an `@IBOutlet` property by its name, without key-value coding.
///
/// UIKit connects outlets with `setValue(_:forKey:)`, which needs the
/// Objective-C runtime. Swift's own runtime describes every stored property
/// of a class (its name, offset, type and whether it is `weak`), the same
/// records `Mirror` reads; with them the loader writes the property in place,
/// through a pointer of the property's own type, so reference counting and
/// weak references behave as an assignment in code. Computed properties
/// have no such record: the UIKit properties storyboards connect
/// (`view`, `dataSource`, `delegate`) are set by the loader directly.
enum InterfaceBuilderOutlet {
    /// What the runtime returns about a stored property
    /// (`swift_reflectionMirror_recursiveChildMetadata`'s out-parameter).
    struct FieldRecord {
        var name: UnsafePointer<CChar>? = nil
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
        var isStrong = false
        var isVar = false
    }

    /// The storage a `weak var` of a class type has (a weak reference).
    private struct WeakSlot {
        weak var object: AnyObject?
    }

    /// Sets `object`'s stored property `name` (its own or a superclass's) to
    /// `value`; `value` is an array for an outlet collection. Returns a
    /// reason when it cannot: no such stored `var`, or a value of another type.
    static func set(_ name: String, of object: AnyObject, to value: Any) -> String? {
        var type: Any.Type = Swift.type(of: object)
        let count = reflectionCount(type)
        for index in 0..<count {
            var record = FieldRecord()
            let fieldType = reflectionChild(type, index: index, fieldMetadata: &record)
            let fieldName = record.name.map { String(cString: $0) }
            if let pointer = record.name { record.freeName?(pointer) }
            guard fieldName == name else { continue }
            guard record.isVar else { return "\(name) is a let" }
            let offset = reflectionOffset(type, index: index)
            let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
            let slot = _openExistential(fieldType, do: outletSlotType)
            guard slot.accepts(value) else { return "\(name) is \(fieldType), not a \(Swift.type(of: value))" }
            if record.isStrong {
                slot.store(value, at: base)
            } else if slot.isOptional {
                // `weak var`: only optional class references can be weak
                // (`unowned` ones are not optional and are refused below).
                base.assumingMemoryBound(to: WeakSlot.self).pointee.object = value as AnyObject
            } else {
                return "\(name) is unowned, which outlets cannot be on Linux"
            }
            return nil
        }
        type = Swift.type(of: object)
        return "\(type) has no stored property \(name)"
    }

    /// Writes a property of one type, found at run time.
    fileprivate protocol FieldSlot {
        static func accepts(_ value: Any) -> Bool
        static func store(_ value: Any, at pointer: UnsafeMutableRawPointer)
        static var isOptional: Bool { get }
    }

    fileprivate enum TypedSlot<Field>: FieldSlot {
        static func accepts(_ value: Any) -> Bool { value is Field }
        static func store(_ value: Any, at pointer: UnsafeMutableRawPointer) {
            guard let typed = value as? Field else { return }
            pointer.assumingMemoryBound(to: Field.self).pointee = typed
        }
        static var isOptional: Bool { Field.self is any ExpressibleByNilLiteral.Type }
    }

}

/// The writer of properties of type `Field` (a global function: opening an
/// existential into a static one crashes the 6.3 compiler).
private func outletSlotType<Field>(_: Field.Type) -> any InterfaceBuilderOutlet.FieldSlot.Type {
    InterfaceBuilderOutlet.TypedSlot<Field>.self
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func reflectionCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func reflectionChild(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<InterfaceBuilderOutlet.FieldRecord>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func reflectionOffset(_ type: Any.Type, index: Int) -> Int
