// The methods that make Combine's fixed-arity merge, combineLatest and zip
// (one file per publisher type in this folder).

extension Publisher {
    /// Interleaves this publisher's values with another's.
    public func merge<B: Publisher>(with b: B) -> Publishers.Merge<Self, B>
    where B.Output == Output, B.Failure == Failure {
        Publishers.Merge(self, b)
    }

    /// Interleaves this publisher's values with 2 others'.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// Interleaves this publisher's values with 3 others'.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure
    {
        Publishers.Merge4(self, b, c, d)
    }

    /// Interleaves this publisher's values with 4 others'.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
        -> Publishers.Merge5<Self, B, C, D, E>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure
    {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Interleaves this publisher's values with 5 others'.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Interleaves this publisher's values with 6 others'.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
        G.Output == Output, G.Failure == Failure
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Interleaves this publisher's values with 7 others'.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
        G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }

    /// Combines with 1 other publisher into tuples.
    public func combineLatest<B: Publisher>(_ b: B) -> Publishers.CombineLatest<Self, B> where B.Failure == Failure {
        Publishers.CombineLatest(self, b)
    }

    /// Combines with 1 other publisher and transforms the tuples.
    public func combineLatest<B: Publisher, T>(_ b: B, _ transform: @escaping (Output, B.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, B>, T> where B.Failure == Failure
    {
        Publishers.CombineLatest(self, b).map(transform)
    }

    /// Combines with 2 other publishers into tuples.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// Combines with 2 other publishers and transforms the tuples.
    public func combineLatest<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c).map(transform)
    }

    /// Combines with 3 other publishers into tuples.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
        -> Publishers.CombineLatest4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }

    /// Combines with 3 other publishers and transforms the tuples.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, B, C, D>, T>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d).map(transform)
    }

    /// Combines with 1 other publisher into tuples.
    public func zip<B: Publisher>(_ b: B) -> Publishers.Zip<Self, B> where B.Failure == Failure {
        Publishers.Zip(self, b)
    }

    /// Combines with 1 other publisher and transforms the tuples.
    public func zip<B: Publisher, T>(_ b: B, _ transform: @escaping (Output, B.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, B>, T> where B.Failure == Failure
    {
        Publishers.Zip(self, b).map(transform)
    }

    /// Combines with 2 other publishers into tuples.
    public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c)
    }

    /// Combines with 2 other publishers and transforms the tuples.
    public func zip<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c).map(transform)
    }

    /// Combines with 3 other publishers into tuples.
    public func zip<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.Zip4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d)
    }

    /// Combines with 3 other publishers and transforms the tuples.
    public func zip<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, B, C, D>, T>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d).map(transform)
    }
}
