/// A property that publishes its changes, for use in classes (as in Combine).
///
/// Setting the property first fires the enclosing `ObservableObject`'s
/// synthesized `objectWillChange`, then sends the new value to `$property`
/// subscribers — both before the value is stored, so a subscriber reading the
/// property sees the old value (willSet semantics). `$property` sends the
/// current value to each new subscriber.
@propertyWrapper
public struct Published<Value> {
    @usableFromInline let box: PublishedBox<Value>

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// Creates the property with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Not available: `@Published` is only for class properties.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }  // swiftlint:disable:this unused_setter_value
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}  // Only so that `assign(to: &$property)` can take it inout.
    }

    /// Reads and writes the property through its enclosing object.
    @inlinable
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// The publisher of a `@Published` property: the current value on
    /// subscription, then every new value, sent before it is stored.
    public struct Publisher: TandemReactive.Publisher {
        /// The property's type.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// Lets the registry find `@Published` boxes by reflection without knowing their value type.
protocol PublishedStorage {
    func installWillChange(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedStorage {
    func installWillChange(_ publisher: ObservableObjectPublisher) {
        box.objectWillChange = publisher
    }
}

/// The storage behind one `@Published` property. The subject is made only
/// when someone subscribes to `$property`, so unobserved properties cost a
/// store and two nil checks per write.
@usableFromInline
final class PublishedBox<Value>: @unchecked Sendable {
    @usableFromInline let lock = DeliveryLock()

    /// The box's fields, behind a pointer: every write to the property reads
    /// and writes them, always under the lock, so stored properties' dynamic
    /// exclusivity checks would only add cost.
    @usableFromInline struct Fields {
        @usableFromInline var stored: Value
        /// The subject, once someone subscribed; never replaced after.
        @usableFromInline var subject: CurrentValueSubject<Value, Never>?
        /// The enclosing object's synthesized publisher, once someone read it.
        @usableFromInline var objectWillChange: ObservableObjectPublisher?
        /// The two above, unretained, for the setter: each write then costs
        /// no reference counting. `subject` and `objectWillChange` keep them
        /// alive (a replaced publisher is kept in `retired`).
        @usableFromInline var sendTo:
            (
                subject: Unmanaged<CurrentValueSubject<Value, Never>>?,
                objectWillChange: Unmanaged<ObservableObjectPublisher>?
            ) = (nil, nil)
        /// Publishers replaced while a write might be using them.
        var retired: [ObservableObjectPublisher] = []
        /// Subscriptions made by `assign(to: &$property)`, which live as long as the property.
        @usableFromInline var assignments: [AnyCancellable] = []
    }

    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    init(_ value: Value) {
        fields = .allocate(capacity: 1)
        fields.initialize(to: Fields(stored: value))
    }

    deinit {
        fields.deinitialize(count: 1)
        fields.deallocate()
    }

    @inlinable var value: Value {
        lock.withLock { fields.pointee.stored }
    }

    var objectWillChange: ObservableObjectPublisher? {
        get { lock.withLock { fields.pointee.objectWillChange } }
        set {
            lock.withLock {
                if let old = fields.pointee.objectWillChange { fields.pointee.retired.append(old) }
                fields.pointee.objectWillChange = newValue
                fields.pointee.sendTo.objectWillChange = newValue.map { Unmanaged.passUnretained($0) }
            }
        }
    }

    func keep(_ assignment: AnyCancellable) {
        lock.withLock { fields.pointee.assignments.append(assignment) }
    }

    var subject: CurrentValueSubject<Value, Never> {
        lock.withLock {
            if let subject = fields.pointee.subject { return subject }
            let made = CurrentValueSubject<Value, Never>(fields.pointee.stored, lock: lock, name: "PublishedSubject")
            fields.pointee.subject = made
            fields.pointee.sendTo.subject = Unmanaged.passUnretained(made)
            return made
        }
    }

    /// Announces, publishes (willSet semantics), then stores, under one
    /// recursive lock, so a subscriber may write the property back re-entrantly.
    @inlinable func set(_ newValue: Value) {
        lock.lock()
        defer { lock.unlock() }
        fields.pointee.sendTo.objectWillChange?._withUnsafeGuaranteedRef { $0.send() }
        // The subject shares this lock (see `subject`), so it is sent to directly.
        fields.pointee.sendTo.subject?._withUnsafeGuaranteedRef { $0.sendHoldingLock(newValue) }
        fields.pointee.stored = newValue
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value into a `@Published` property (`assign(to: &$property)`).
    /// The subscription lives as long as the property's object.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let token = sink { [weak box] value in box?.set(value) }
        box.keep(token)
    }
}
