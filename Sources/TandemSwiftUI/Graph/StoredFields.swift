@_spi(Reflection) import Swift

/// The one walk over a type's stored properties, on the runtime's
/// reflection metadata (the standard library's `_forEachField`): where each
/// lies in a value, its type and its kind.
///
/// Four facts are read this way, each once per type: where a view's
/// dynamic properties sit (``DynamicPropertyLayout``), which bytes of a view
/// value compare it (``ViewEquality``), where a tuple's views lie
/// (``TupleElements``), and which properties of a representable changed (a
/// representable's update trace).
enum StoredFields {
    /// One stored property of a type.
    struct Field {
        /// The name as declared, as a C string (a wrapper's storage is `_name`).
        let rawName: UnsafePointer<CChar>
        /// The offset from the start of a value, in bytes.
        let offset: Int
        /// The property's type.
        let type: Any.Type
        /// What kind of type it is (struct, class, optional, function...).
        let kind: _MetadataKind

        /// The name as declared.
        var name: String { String(cString: rawName) }
    }

    /// Calls `body` with each stored property of `type`, in declaration
    /// order, until it returns false. Returns false when `type` has no
    /// fields the runtime can walk (an enum, an existential) or `body`
    /// stopped the walk.
    @discardableResult
    static func forEach(of type: Any.Type, _ body: (Field) -> Bool) -> Bool {
        _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            body(Field(rawName: name, offset: offset, type: fieldType, kind: kind))
        }
    }
}
