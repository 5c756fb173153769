/// The keys of Combine's encoding of a record: `{"recording": {"output": […], "completion": …}}`.
private enum RecordCodingKeys: String, CodingKey {
    case recording
}

private enum RecordingCodingKeys: String, CodingKey {
    case output
    case completion
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
    /// Decodes Combine's encoding of a recording: its `output` array and `completion`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RecordingCodingKeys.self)
        self.init(
            output: try container.decode([Output].self, forKey: .output),
            completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion))
    }

    /// Encodes as Combine does: the `output` array and the `completion`.
    public func encode(to encoder: Encoder) throws {
        try encode(into: encoder)
    }

    /// Encodes as `encode(to:)` does; Combine declares both names.
    public func encode(into encoder: Encoder) throws {
        var container = encoder.container(keyedBy: RecordingCodingKeys.self)
        try container.encode(output, forKey: .output)
        try container.encode(completion, forKey: .completion)
    }
}

extension Record: Codable where Output: Codable, Failure: Codable {
    /// Decodes Combine's encoding of a record: its `recording`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RecordCodingKeys.self)
        self.init(recording: try container.decode(Recording.self, forKey: .recording))
    }

    /// Encodes as Combine does: the `recording`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: RecordCodingKeys.self)
        try container.encode(recording, forKey: .recording)
    }
}
