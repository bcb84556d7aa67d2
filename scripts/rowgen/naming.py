"""Names the generated code gives the seed's labels."""

# The seed's hand-written row names its labels firstLabel ... twentiethLabel; the code rows keep those names.
LABEL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
               "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
               "eighteenth", "nineteenth", "twentieth"]
