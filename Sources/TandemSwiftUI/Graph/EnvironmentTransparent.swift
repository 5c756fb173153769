/// Primitive views whose own evaluation reads no environment value
/// (containers): an environment change just passes through them.
protocol EnvironmentTransparent {}
