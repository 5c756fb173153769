extension ViewModifier {
    /// This modifier with the changes it makes to its content animated with
    /// `animation` (nil: not animated), whatever the change's own transaction.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        concat(AnimationModifier(animation: animation, value: EveryUpdate()))
    }

    /// This modifier with the transaction of the changes it makes to its
    /// content changed by `transform`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        concat(TransactionModifier(transform: transform))
    }
}
