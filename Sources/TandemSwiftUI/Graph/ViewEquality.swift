@_spi(Reflection) import Swift

/// Whether a child's new value is the same as its previous one, so that
/// its evaluation can be skipped: `==` for `Equatable` views, bitwise for
/// values whose fields hold only plain data and references, and "changed"
/// for anything holding a closure (closures always differ, as in SwiftUI).
/// Bitwise comparison may call equal values different (two copies of a
/// long string), never different values equal.
@MainActor
enum ViewEquality {
    private static var comparable: [ObjectIdentifier: Bool] = [:]

    /// How values of a view type are compared, found once per type (dynamic
    /// casts that fail are slow, and most view types are not `Equatable`).
    private enum Comparison {
        case equatable, bitwise, never
    }

    private static var comparisons: [ObjectIdentifier: Comparison] = [:]

    private static func comparison(for view: any View) -> Comparison {
        let id = ObjectIdentifier(type(of: view))
        if let known = comparisons[id] { return known }
        let comparison: Comparison
        if view is any ModifierContentPlaceholder {
            comparison = .never
        } else if view is any Equatable {
            comparison = .equatable
        } else {
            comparison = isBitwiseComparable(type(of: view)) ? .bitwise : .never
        }
        comparisons[id] = comparison
        return comparison
    }

    static func equal(_ lhs: any View, _ rhs: any View) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        switch comparison(for: lhs) {
        case .equatable: return AnyEquality.equal(lhs, rhs)
        case .bitwise: return bitwiseEqual(lhs, rhs)
        case .never: return false
        }
    }

    /// Nonisolated: the byte closures below would otherwise be main-actor
    /// closures, each call checking the executor (this runs once per child
    /// of every re-evaluated container).
    nonisolated private static func bitwiseEqual<V: View>(_ lhs: V, _ rhs: any View) -> Bool {
        guard var right = rhs as? V else { return false }
        // A view without stored fields is always equal to another (its bytes cannot be read).
        if MemoryLayout<V>.size == 0 { return true }
        var left = lhs
        return withUnsafeBytes(of: &left) { a in
            withUnsafeBytes(of: &right) { b in
                a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    /// Whether a type's fields are all plain data or references (recursively).
    static func isBitwiseComparable(_ type: Any.Type) -> Bool {
        if let known = comparable[ObjectIdentifier(type)] { return known }
        var result = true
        if type is AnyClass {
            // A reference: the same bits are the same object.
            result = true
        } else if type == String.self || type == Substring.self {
            // Same bits: the same characters (inline, or the same immutable storage).
            result = true
        } else if !isPOD(type) {
            // Only structs and tuples have fields to walk (an optional may
            // wrap an existential, which has none and cannot be walked).
            guard isStructOrTuple(type) else {
                comparable[ObjectIdentifier(type)] = isExistentialOrMetatype(type)
                return isExistentialOrMetatype(type)
            }
            let walked = _forEachField(of: type, options: []) { _, _, fieldType, kind in
                switch kind {
                case .function:
                    result = false
                case .struct, .tuple:
                    result = isBitwiseComparable(fieldType)
                case .optional:
                    // An optional is comparable when what it wraps is.
                    if let optional = fieldType as? any OptionalType.Type {
                        result = isBitwiseComparable(optional.wrappedType)
                    } else {
                        result = isPOD(fieldType)
                    }
                case .class, .foreignClass, .existential, .metatype, .existentialMetatype:
                    break
                case .opaque:
                    // Builtin references (a string's or array's storage).
                    break
                default:
                    // Enums and optionals may carry closures in their payloads.
                    result = isPOD(fieldType)
                }
                return result
            }
            if !walked { result = false }
        }
        comparable[ObjectIdentifier(type)] = result
        return result
    }
}

/// Gives the wrapped type of an optional type known only at run time.
protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// The kind word at the start of a non-class type's metadata (the ABI's
/// `MetadataKind`: struct 0x200, tuple 0x301, existential 0x303...).
private func metadataKind(_ type: Any.Type) -> Int {
    unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
}

/// Whether `type` is a struct or a tuple.
private func isStructOrTuple(_ type: Any.Type) -> Bool {
    guard !(type is AnyClass) else { return false }
    let kind = metadataKind(type)
    return kind == 0x200 || kind == 0x301
}

/// Whether `type` is an existential or a metatype (compared by its bits:
/// conservative, like a reference).
private func isExistentialOrMetatype(_ type: Any.Type) -> Bool {
    guard !(type is AnyClass) else { return true }
    let kind = metadataKind(type)
    return kind == 0x303 || kind == 0x304 || kind == 0x306
}

/// `_isPOD` for a type known only at run time.
func isPOD(_ type: Any.Type) -> Bool {
    func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: open)
}

#if canImport(Glibc)
import Glibc
#endif
