"""The fitting rule's inputs. Shrink-to-fit (the model's ShrinkToFit) tries a label's font size, then smaller
sizes by STEP down to its minimum, until the text fits; a generator needs each label's size, minimum and whether
it fits, and the seed's two XIBs must differ in nothing else, since each toolkit's fit on / fit off pair is
timed as the same row."""
from .output import fail

STEP = 0.5  # shrink-to-fit's step, as the model's ShrinkToFit.step


def fitted_sizes(size, minimum):
    """Every size shrink-to-fit can give a label: its font size, then down by STEP to the minimum."""
    sizes, k = [], 0
    while size - k * STEP >= minimum:
        sizes.append(size - k * STEP)
        k += 1
    return sizes


def check_seed_pair(fit_row, nofit_row):
    """Cell.xib must fit every label and Cell2.xib none, and the two must differ in nothing else."""
    if any(not label["fit"] for label in fit_row["labels"]) or any(label["fit"] for label in nofit_row["labels"]):
        fail("Cell.xib must fit every label and Cell2.xib none")
    strip = lambda row: [{k: v for k, v in label.items() if k != "fit"} for label in row["labels"]]
    if strip(fit_row) != strip(nofit_row) or fit_row["backgrounds"] != nofit_row["backgrounds"] \
            or fit_row["frame"] != nofit_row["frame"]:
        fail("Cell.xib and Cell2.xib differ in more than shrink-to-fit")


def one_label_style(row, toolkit):
    """The one (size, minimum, colour, background) every label of the row shares, for a toolkit whose row has
    one label style (one CSS rule, one font constant); labels that differ are an error."""
    looks = {(l["size"], l["minimum"], l["color"], l["background"]) for l in row["labels"]}
    if len(looks) != 1:
        fail(f"the labels differ in size, minimum, colour or background; the {toolkit} row has one label style")
    return looks.pop()
