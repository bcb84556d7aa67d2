/// How workers treat a timed batch during which their thread lost its CPU to another task.
public enum Retiming {
    /// A batch is timed again at most this often; the last try is kept whatever happened to it. At a load that
    /// preempts one 1 ms batch in five, four retries leave about one in 3,000 preempted.
    public static let maximumRetimes = 4
}
