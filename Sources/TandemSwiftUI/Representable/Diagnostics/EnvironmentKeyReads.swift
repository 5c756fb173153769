/// Records which environment keys user code reads while a representable's
/// `make`, `update` or reset runs: an environment change updates the
/// representable only when one of them changed, and the trace names them
/// ("environment: isEnabled").
///
/// Off (one flag read per environment read) outside those calls. Main actor
/// in practice: views update there.
enum EnvironmentKeyReads {
    /// One key read: its name and how to compare its value in two environments.
    struct Read {
        let key: ObjectIdentifier
        /// The key's name as a property ("IsEnabledKey" → "isEnabled").
        let name: String
        let differs: (EnvironmentValues, EnvironmentValues) -> Bool
    }

    nonisolated(unsafe) private(set) static var isRecording = false
    nonisolated(unsafe) private static var reads: [Read] = []

    static func record<K: EnvironmentKey>(_ key: K.Type) {
        let id = ObjectIdentifier(key)
        guard !reads.contains(where: { $0.key == id }) else { return }
        reads.append(
            Read(key: id, name: propertyName(of: key)) { old, new in
                !AnyEquality.equal(old[key], new[key])
            })
    }

    /// Runs `body`, returning its result and the keys it read (nested
    /// recordings each see their own reads).
    static func recording<T>(_ body: () -> T) -> (T, [Read]) {
        let outerRecording = isRecording, outerReads = reads
        isRecording = true
        reads = []
        let result = body()
        let recorded = reads
        isRecording = outerRecording
        reads = outerReads
        return (result, recorded)
    }

    /// "IsEnabledKey" → "isEnabled": the name of the property a key usually backs.
    static func propertyName(of key: Any.Type) -> String {
        var name = String(describing: key)
        if name.hasSuffix("Key"), name.count > 3 { name.removeLast(3) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
