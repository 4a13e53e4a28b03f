import Testing

/// The growth checks: how the cost of each path a command takes grows from a size n to 16 n
/// (see ``GrowthCheck``). They time the process, so they run one at a time, and alone:
/// `make test-growth` runs them, and the parallel step of the other tests skips them.
@Suite(.serialized, .timeLimit(.minutes(2))) enum Growth {}
