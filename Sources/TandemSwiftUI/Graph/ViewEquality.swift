@_spi(Reflection) import Swift

/// Whether a child's new value is the same as its previous one, so that
/// its evaluation can be skipped: `==` for `Equatable` views, the wrapped
/// views for `AnyView`, bitwise for values whose fields hold only plain
/// data and references, and "changed" for anything holding a closure
/// (closures always differ, as in SwiftUI).
/// Field comparison may call equal values different (two copies of a long
/// string), never different values equal.
@MainActor
enum ViewEquality {
    /// How values of a view type are compared, found once per type (dynamic
    /// casts that fail are slow, and most view types are not `Equatable`).
    enum Comparison {
        /// By the type's `==`, through its ``EquatableViewComparer``.
        case equatable(EquatableViewComparer)
        case never
        /// Field by field, following the type's ``FieldPlan``.
        case fields(FieldPlan)
        /// `AnyView`: the views it wraps, compared by their own types' rules.
        case erased
    }

    private static func comparison(for view: any View) -> Comparison {
        comparison(forType: type(of: view))
    }

    /// How values of `type` compare, found once per type (kept in its ``TypeInfo``).
    static func comparison(forType type: any View.Type) -> Comparison {
        let info = TypeInfo.of(type)
        if let known = info.viewComparison { return known }
        let comparison: Comparison
        if type == AnyView.self {
            comparison = .erased
        } else if type is any ModifierContentPlaceholder.Type || showsModifierContent(type) {
            comparison = .never
        } else if let equatable = type as? any (View & Equatable).Type {
            comparison = .equatable(EquatableViewComparer.make(for: equatable))
        } else {
            comparison = fieldPlan(for: type).map { .fields($0) } ?? .never
        }
        info.viewComparison = comparison
        return comparison
    }

    /// Whether values of `type` may hold a modifier's content placeholder:
    /// its name mentions one (`content.frame(width: 120)` in a modifier's
    /// body, `if … { content } else { … }`). Such a value is never the same
    /// as before, whatever its bytes: the content it stands for may have
    /// changed. By the name, because a value of plain data (an empty
    /// placeholder and a frame's numbers) is compared by its bytes without
    /// its fields being walked, and an enum's payloads are never walked.
    private static func showsModifierContent(_ type: any View.Type) -> Bool {
        String(reflecting: type).contains("_ViewModifier_Content<")
    }

    static func equal(_ lhs: any View, _ rhs: any View) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        return equal(lhs, rhs, by: comparison(for: lhs))
    }

    /// Whether `lhs` and `rhs`, of one type, are the same by `comparison`,
    /// that type's (``comparison(forType:)``): for a caller that keeps it,
    /// as a node's evaluator does, and skips the type's table look-up.
    static func equal(_ lhs: any View, _ rhs: any View, by comparison: Comparison) -> Bool {
        switch comparison {
        case .equatable(let comparer): return comparer.equal(lhs, rhs)
        case .fields(let plan):
            func compare<V: View>(_ left: V) -> Bool { sameFields(left, as: rhs, plan: plan) }
            return _openExistential(lhs, do: compare)
        case .never: return false
        case .erased: return equal((lhs as! AnyView).view, (rhs as! AnyView).view)
        }
    }

    /// The field plan values of `V` are compared with, when they are
    /// compared field by field (not `Equatable`, not erased, no closures).
    static func fieldPlan<V: View>(comparing _: V.Type) -> FieldPlan? {
        if case .fields(let plan) = comparison(forType: V.self) { return plan }
        return nil
    }

    /// Whether `old`, a value of `V` as a child holds it, has the same
    /// fields as `new`, by `plan` (from ``fieldPlan(comparing:)``).
    static func sameFields<V: View>(_ new: V, as old: any View, plan: FieldPlan) -> Bool {
        guard type(of: old) == V.self else { return false }
        // Opened, not cast, and compared where it lies: a dynamic cast from
        // an existential costs more than the comparison, and a copy retains
        // every reference the value holds.
        func compare<W: View>(_ right: W) -> Bool { sameValues(new, right, plan: plan) }
        return _openExistential(old, do: compare)
    }

    /// Whether two values of a type with a field plan are the same: their
    /// plain fields bit for bit, their `any View` fields as views.
    static func valuesEqual<T>(_ lhs: T, _ rhs: T, plan: FieldPlan) -> Bool {
        sameValues(lhs, rhs, plan: plan)
    }

    /// `lhs` and `rhs` are values of one type (the callers check).
    private static func sameValues<A, B>(_ lhs: A, _ rhs: B, plan: FieldPlan) -> Bool {
        // A value without stored fields is always equal to another (its bytes cannot be read).
        if MemoryLayout<A>.size == 0 { return true }
        guard let views = compareBytes(lhs, rhs, plan: plan) else { return false }
        for (a, b) in views where !equal(a, b) { return false }
        return true
    }

    /// Nonisolated: the byte closures below would otherwise be main-actor
    /// closures, each call checking the executor (this runs once per child
    /// of every re-evaluated container).
    nonisolated private static func compareBytes<A, B>(
        _ lhs: A, _ rhs: B, plan: FieldPlan
    ) -> [(any View, any View)]? {
        withUnsafePointer(to: lhs) { a in
            withUnsafePointer(to: rhs) { b in plan.compareBytes(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
        }
    }

    /// Whether the values of `type` at `a` and `b` are the same by their
    /// field plan; `nil` when the type has none (it holds a closure).
    static func fieldsEqual(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool? {
        guard let plan = fieldPlan(for: type) else { return nil }
        return sameValues(at: a, b, plan: plan)
    }

    /// Whether the values at `a` and `b`, of a type whose field plan is
    /// `plan` and whose size is not 0, are the same by it.
    static func sameValues(at a: UnsafeRawPointer, _ b: UnsafeRawPointer, plan: FieldPlan) -> Bool {
        guard let views = plan.compareBytes(a, b) else { return false }
        for (left, right) in views where !equal(left, right) { return false }
        return true
    }

    /// Whether a type's fields are all plain data, references or views (recursively).
    static func hasFieldPlan(_ type: Any.Type) -> Bool {
        fieldPlan(for: type) != nil
    }

    /// How values of `type` compare field by field, or `nil` when a field
    /// holds a closure (or an enum that may carry one).
    static func fieldPlan(for type: Any.Type) -> FieldPlan? {
        let info = TypeInfo.of(type)
        if let known = info.fieldPlan { return known }
        var segments: [FieldPlan.Segment] = []
        let plan = appendSegments(of: type, at: 0, to: &segments) ? FieldPlan(segments: segments) : nil
        info.fieldPlan = .some(plan)
        return plan
    }

    /// Adds the segments of a value of `type` stored at `offset`; `false`
    /// when the type cannot be compared.
    private static func appendSegments(of type: Any.Type, at offset: Int, to segments: inout [FieldPlan.Segment])
        -> Bool
    {
        // A modifier's content placeholder stands for content its value does
        // not hold: a view that has one (`content.modifier(Inner())` in a
        // modifier's body) is never the same as before, so that the content
        // is shown anew when it changed (its empty value would compare equal).
        if type is any ModifierContentPlaceholder.Type { return false }
        let size = sizeOf(type)
        if type is AnyClass || type == String.self || type == Substring.self || isPOD(type) {
            // A reference: the same bits are the same object. A string: the
            // same bits are the same characters (inline, or the same immutable storage).
            FieldPlan.appendBytes(offset, size, to: &segments)
            return true
        }
        if type == (any View).self {
            segments.append(.view(offset))
            return true
        }
        // Only structs and tuples have fields to walk (an optional may wrap
        // an existential, which has none and cannot be walked).
        guard isStructOrTuple(type) else {
            // Existentials and metatypes compare by their bits (conservative, like a reference).
            guard isExistentialOrMetatype(type) else { return false }
            FieldPlan.appendBytes(offset, size, to: &segments)
            return true
        }
        var result = true
        let walked = StoredFields.forEach(of: type) { field in
            let at = offset + field.offset
            let fieldType = field.type
            switch field.kind {
            case .function:
                result = false
            case .struct, .tuple:
                result = appendSegments(of: fieldType, at: at, to: &segments)
            case .optional:
                // An optional of plain data by its bits (an empty one's are
                // all set); any other by what it holds, when what it wraps
                // is comparable.
                if isPOD(fieldType) {
                    FieldPlan.appendBytes(at, sizeOf(fieldType), to: &segments)
                } else if let optional = fieldType as? any OptionalType.Type,
                    let wrapped = fieldPlan(for: optional.wrappedType)
                {
                    func isNone<O: OptionalType>(_: O.Type) -> @Sendable (UnsafeRawPointer) -> Bool {
                        { O.isNone(at: $0) }
                    }
                    segments.append(.optional(at, isNone: _openExistential(optional, do: isNone), wrapped: wrapped))
                } else {
                    result = false
                }
            case .class, .foreignClass, .existential, .metatype, .existentialMetatype, .opaque:
                // References, builtin references (a string's or array's
                // storage), existentials and metatypes: by their bits.
                if fieldType == (any View).self {
                    segments.append(.view(at))
                } else {
                    FieldPlan.appendBytes(at, sizeOf(fieldType), to: &segments)
                }
            default:
                // Enums may carry closures in their payloads.
                result = isPOD(fieldType)
                if result { FieldPlan.appendBytes(at, sizeOf(fieldType), to: &segments) }
            }
            return result
        }
        return walked && result
    }
}

/// `MemoryLayout.size` for a type known only at run time.
private func sizeOf(_ type: Any.Type) -> Int {
    func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: open)
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

/// Whether `type` is a tuple type.
func isTupleType(_ type: Any.Type) -> Bool {
    !(type is AnyClass) && metadataKind(type) == 0x301
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
