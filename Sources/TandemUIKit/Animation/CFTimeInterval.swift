/// A time interval in seconds, as Core Foundation names it (Core Animation's times use it).
public typealias CFTimeInterval = Double
