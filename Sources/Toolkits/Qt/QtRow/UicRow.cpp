#include "RowBuilders.h"

#include "Generated/ui_Cell.h"
#include "Generated/ui_Cell2.h"

/// uic's class holds a pointer per widget; it lives only for `setupUi`, the widgets belong to `cell`.
QWidget *nibornot::makeUicRow(bool fit) {
    auto *cell = new QWidget();
    if (fit) {
        Ui::Cell form;
        form.setupUi(cell);
    } else {
        Ui::Cell2 form;
        form.setupUi(cell);
    }
    return cell;
}
