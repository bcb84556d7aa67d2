/****************************************************************************
** Meta object code from reading C++ file 'cell2.h'
**
** Created by: The Qt Meta Object Compiler version 68 (Qt 6.4.2)
**
** WARNING! All changes made in this file will be lost!
*****************************************************************************/

#include <memory>
#include "cell2.h"
#include <QtCore/qmetatype.h>
#include <QtCore/QProperty>
#if !defined(Q_MOC_OUTPUT_REVISION)
#error "The header file 'cell2.h' doesn't include <QObject>."
#elif Q_MOC_OUTPUT_REVISION != 68
#error "This file was generated using the moc from 6.4.2. It"
#error "cannot be used with the include files from this version of Qt."
#error "(The moc has changed too much.)"
#endif

#ifndef Q_CONSTINIT
#define Q_CONSTINIT
#endif

QT_BEGIN_MOC_NAMESPACE
QT_WARNING_PUSH
QT_WARNING_DISABLE_DEPRECATED
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_t {
    uint offsetsAndSizes[2];
    char stringdata0[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_t qt_meta_stringdata_NibOrNot__Cell2 = {
    {
        QT_MOC_LITERAL(0, 15)   // "NibOrNot::Cell2"
    },
    "NibOrNot::Cell2"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       0,    0, // methods
       0,    0, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       0,       // signalCount

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickItem::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_t,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2, std::true_type>
    >,
    nullptr
} };

void NibOrNot::Cell2::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    (void)_o;
    (void)_id;
    (void)_c;
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2.stringdata0))
        return static_cast<void*>(this);
    return QQuickItem::qt_metacast(_clname);
}

int NibOrNot::Cell2::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickItem::qt_metacall(_c, _id, _a);
    return _id;
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Rectangle_t {
    uint offsetsAndSizes[2];
    char stringdata0[26];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Rectangle_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Rectangle_t qt_meta_stringdata_NibOrNot__Cell2_Rectangle = {
    {
        QT_MOC_LITERAL(0, 25)   // "NibOrNot::Cell2_Rectangle"
    },
    "NibOrNot::Cell2_Rectangle"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Rectangle[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       0,    0, // methods
       0,    0, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       0,       // signalCount

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Rectangle::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickRectangle::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Rectangle.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Rectangle,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Rectangle_t,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Rectangle, std::true_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Rectangle::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    (void)_o;
    (void)_id;
    (void)_c;
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Rectangle::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Rectangle::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Rectangle.stringdata0))
        return static_cast<void*>(this);
    return QQuickRectangle::qt_metacast(_clname);
}

int NibOrNot::Cell2_Rectangle::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickRectangle::qt_metacall(_c, _id, _a);
    return _id;
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1_t {
    uint offsetsAndSizes[2];
    char stringdata0[28];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1_t qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1 = {
    {
        QT_MOC_LITERAL(0, 27)   // "NibOrNot::Cell2_Rectangle_1"
    },
    "NibOrNot::Cell2_Rectangle_1"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Rectangle_1[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       0,    0, // methods
       0,    0, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       0,       // signalCount

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Rectangle_1::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickRectangle::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Rectangle_1,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1_t,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Rectangle_1, std::true_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Rectangle_1::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    (void)_o;
    (void)_id;
    (void)_c;
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Rectangle_1::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Rectangle_1::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Rectangle_1.stringdata0))
        return static_cast<void*>(this);
    return QQuickRectangle::qt_metacast(_clname);
}

int NibOrNot::Cell2_Rectangle_1::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickRectangle::qt_metacall(_c, _id, _a);
    return _id;
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_t {
    uint offsetsAndSizes[2];
    char stringdata0[21];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_t qt_meta_stringdata_NibOrNot__Cell2_Item = {
    {
        QT_MOC_LITERAL(0, 20)   // "NibOrNot::Cell2_Item"
    },
    "NibOrNot::Cell2_Item"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       0,    0, // methods
       0,    0, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       0,       // signalCount

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickItem::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_t,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item, std::true_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    (void)_o;
    (void)_id;
    (void)_c;
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item.stringdata0))
        return static_cast<void*>(this);
    return QQuickItem::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickItem::qt_metacall(_c, _id, _a);
    return _id;
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_t {
    uint offsetsAndSizes[12];
    char stringdata0[26];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text = {
    {
        QT_MOC_LITERAL(0, 25),  // "NibOrNot::Cell2_Item_Text"
        QT_MOC_LITERAL(26, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(59, 0),  // ""
        QT_MOC_LITERAL(60, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(83, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(109, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text::*)();
            if (_t _q_method = &Cell2_Item_Text::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text::*)();
            if (_t _q_method = &Cell2_Item_Text::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_1"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_1",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_1[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_1::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_1,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_1, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_1::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_1 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_1::*)();
            if (_t _q_method = &Cell2_Item_Text_1::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_1::*)();
            if (_t _q_method = &Cell2_Item_Text_1::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_1 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_1 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_1 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_1::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_1::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_1.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_1::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_1::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_1::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_2"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_2",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_2[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_2::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_2,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_2, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_2::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_2 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_2::*)();
            if (_t _q_method = &Cell2_Item_Text_2::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_2::*)();
            if (_t _q_method = &Cell2_Item_Text_2::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_2 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_2 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_2 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_2::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_2::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_2.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_2::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_2::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_2::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_3"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_3",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_3[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_3::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_3,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_3, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_3::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_3 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_3::*)();
            if (_t _q_method = &Cell2_Item_Text_3::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_3::*)();
            if (_t _q_method = &Cell2_Item_Text_3::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_3 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_3 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_3 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_3::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_3::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_3.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_3::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_3::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_3::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_4"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_4",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_4[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_4::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_4,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_4, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_4::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_4 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_4::*)();
            if (_t _q_method = &Cell2_Item_Text_4::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_4::*)();
            if (_t _q_method = &Cell2_Item_Text_4::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_4 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_4 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_4 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_4::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_4::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_4.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_4::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_4::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_4::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_5"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_5",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_5[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_5::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_5,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_5, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_5::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_5 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_5::*)();
            if (_t _q_method = &Cell2_Item_Text_5::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_5::*)();
            if (_t _q_method = &Cell2_Item_Text_5::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_5 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_5 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_5 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_5::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_5::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_5.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_5::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_5::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_5::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_6"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_6",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_6[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_6::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_6,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_6, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_6::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_6 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_6::*)();
            if (_t _q_method = &Cell2_Item_Text_6::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_6::*)();
            if (_t _q_method = &Cell2_Item_Text_6::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_6 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_6 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_6 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_6::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_6::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_6.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_6::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_6::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_6::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_7"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_7",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_7[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_7::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_7,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_7, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_7::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_7 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_7::*)();
            if (_t _q_method = &Cell2_Item_Text_7::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_7::*)();
            if (_t _q_method = &Cell2_Item_Text_7::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_7 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_7 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_7 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_7::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_7::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_7.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_7::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_7::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_7::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_8"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_8",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_8[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_8::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_8,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_8, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_8::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_8 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_8::*)();
            if (_t _q_method = &Cell2_Item_Text_8::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_8::*)();
            if (_t _q_method = &Cell2_Item_Text_8::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_8 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_8 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_8 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_8::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_8::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_8.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_8::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_8::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_8::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9_t {
    uint offsetsAndSizes[12];
    char stringdata0[28];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9 = {
    {
        QT_MOC_LITERAL(0, 27),  // "NibOrNot::Cell2_Item_Text_9"
        QT_MOC_LITERAL(28, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(61, 0),  // ""
        QT_MOC_LITERAL(62, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(85, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(111, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_9",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_9[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_9::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_9,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_9, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_9::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_9 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_9::*)();
            if (_t _q_method = &Cell2_Item_Text_9::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_9::*)();
            if (_t _q_method = &Cell2_Item_Text_9::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_9 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_9 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_9 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_9::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_9::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_9.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_9::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_9::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_9::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_10"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_10",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_10[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_10::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_10,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_10, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_10::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_10 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_10::*)();
            if (_t _q_method = &Cell2_Item_Text_10::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_10::*)();
            if (_t _q_method = &Cell2_Item_Text_10::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_10 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_10 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_10 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_10::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_10::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_10.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_10::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_10::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_10::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_11"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_11",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_11[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_11::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_11,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_11, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_11::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_11 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_11::*)();
            if (_t _q_method = &Cell2_Item_Text_11::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_11::*)();
            if (_t _q_method = &Cell2_Item_Text_11::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_11 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_11 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_11 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_11::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_11::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_11.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_11::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_11::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_11::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_12"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_12",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_12[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_12::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_12,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_12, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_12::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_12 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_12::*)();
            if (_t _q_method = &Cell2_Item_Text_12::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_12::*)();
            if (_t _q_method = &Cell2_Item_Text_12::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_12 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_12 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_12 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_12::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_12::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_12.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_12::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_12::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_12::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_13"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_13",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_13[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_13::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_13,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_13, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_13::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_13 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_13::*)();
            if (_t _q_method = &Cell2_Item_Text_13::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_13::*)();
            if (_t _q_method = &Cell2_Item_Text_13::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_13 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_13 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_13 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_13::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_13::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_13.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_13::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_13::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_13::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_14"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_14",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_14[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_14::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_14,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_14, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_14::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_14 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_14::*)();
            if (_t _q_method = &Cell2_Item_Text_14::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_14::*)();
            if (_t _q_method = &Cell2_Item_Text_14::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_14 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_14 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_14 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_14::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_14::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_14.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_14::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_14::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_14::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_15"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_15",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_15[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_15::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_15,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_15, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_15::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_15 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_15::*)();
            if (_t _q_method = &Cell2_Item_Text_15::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_15::*)();
            if (_t _q_method = &Cell2_Item_Text_15::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_15 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_15 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_15 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_15::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_15::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_15.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_15::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_15::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_15::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_16"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_16",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_16[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_16::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_16,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_16, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_16::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_16 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_16::*)();
            if (_t _q_method = &Cell2_Item_Text_16::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_16::*)();
            if (_t _q_method = &Cell2_Item_Text_16::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_16 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_16 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_16 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_16::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_16::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_16.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_16::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_16::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_16::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_17"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_17",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_17[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_17::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_17,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_17, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_17::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_17 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_17::*)();
            if (_t _q_method = &Cell2_Item_Text_17::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_17::*)();
            if (_t _q_method = &Cell2_Item_Text_17::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_17 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_17 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_17 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_17::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_17::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_17.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_17::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_17::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_17::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_18"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_18",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_18[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_18::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_18,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_18, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_18::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_18 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_18::*)();
            if (_t _q_method = &Cell2_Item_Text_18::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_18::*)();
            if (_t _q_method = &Cell2_Item_Text_18::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_18 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_18 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_18 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_18::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_18::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_18.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_18::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_18::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_18::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
namespace {
struct qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19_t {
    uint offsetsAndSizes[12];
    char stringdata0[29];
    char stringdata1[33];
    char stringdata2[1];
    char stringdata3[23];
    char stringdata4[26];
    char stringdata5[16];
};
#define QT_MOC_LITERAL(ofs, len) \
    uint(sizeof(qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19_t::offsetsAndSizes) + ofs), len 
Q_CONSTINIT static const qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19_t qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19 = {
    {
        QT_MOC_LITERAL(0, 28),  // "NibOrNot::Cell2_Item_Text_19"
        QT_MOC_LITERAL(29, 32),  // "adjustsFontSizeToFitWidthChanged"
        QT_MOC_LITERAL(62, 0),  // ""
        QT_MOC_LITERAL(63, 22),  // "minimumFontSizeChanged"
        QT_MOC_LITERAL(86, 25),  // "adjustsFontSizeToFitWidth"
        QT_MOC_LITERAL(112, 15)   // "minimumFontSize"
    },
    "NibOrNot::Cell2_Item_Text_19",
    "adjustsFontSizeToFitWidthChanged",
    "",
    "minimumFontSizeChanged",
    "adjustsFontSizeToFitWidth",
    "minimumFontSize"
};
#undef QT_MOC_LITERAL
} // unnamed namespace

Q_CONSTINIT static const uint qt_meta_data_NibOrNot__Cell2_Item_Text_19[] = {

 // content:
      10,       // revision
       0,       // classname
       0,    0, // classinfo
       2,   14, // methods
       2,   28, // properties
       0,    0, // enums/sets
       0,    0, // constructors
       0,       // flags
       2,       // signalCount

 // signals: name, argc, parameters, tag, flags, initial metatype offsets
       1,    0,   26,    2, 0x06,    3 /* Public */,
       3,    0,   27,    2, 0x06,    4 /* Public */,

 // signals: parameters
    QMetaType::Void,
    QMetaType::Void,

 // properties: name, type, flags
       4, QMetaType::Bool, 0x02015103, uint(-1), 0,
       5, QMetaType::Double, 0x02015103, uint(-1), 0,

       0        // eod
};

Q_CONSTINIT const QMetaObject NibOrNot::Cell2_Item_Text_19::staticMetaObject = { {
    QMetaObject::SuperData::link<QQuickText::staticMetaObject>(),
    qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19.offsetsAndSizes,
    qt_meta_data_NibOrNot__Cell2_Item_Text_19,
    qt_static_metacall,
    nullptr,
    qt_incomplete_metaTypeArray<qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19_t,
        // property 'adjustsFontSizeToFitWidth'
        QtPrivate::TypeAndForceComplete<bool, std::true_type>,
        // property 'minimumFontSize'
        QtPrivate::TypeAndForceComplete<double, std::true_type>,
        // Q_OBJECT / Q_GADGET
        QtPrivate::TypeAndForceComplete<Cell2_Item_Text_19, std::true_type>,
        // method 'adjustsFontSizeToFitWidthChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>,
        // method 'minimumFontSizeChanged'
        QtPrivate::TypeAndForceComplete<void, std::false_type>
    >,
    nullptr
} };

void NibOrNot::Cell2_Item_Text_19::qt_static_metacall(QObject *_o, QMetaObject::Call _c, int _id, void **_a)
{
    if (_c == QMetaObject::InvokeMetaMethod) {
        auto *_t = static_cast<Cell2_Item_Text_19 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: _t->adjustsFontSizeToFitWidthChanged(); break;
        case 1: _t->minimumFontSizeChanged(); break;
        default: ;
        }
    } else if (_c == QMetaObject::IndexOfMethod) {
        int *result = reinterpret_cast<int *>(_a[0]);
        {
            using _t = void (Cell2_Item_Text_19::*)();
            if (_t _q_method = &Cell2_Item_Text_19::adjustsFontSizeToFitWidthChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 0;
                return;
            }
        }
        {
            using _t = void (Cell2_Item_Text_19::*)();
            if (_t _q_method = &Cell2_Item_Text_19::minimumFontSizeChanged; *reinterpret_cast<_t *>(_a[1]) == _q_method) {
                *result = 1;
                return;
            }
        }
    }else if (_c == QMetaObject::ReadProperty) {
        auto *_t = static_cast<Cell2_Item_Text_19 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: *reinterpret_cast< bool*>(_v) = _t->adjustsFontSizeToFitWidth(); break;
        case 1: *reinterpret_cast< double*>(_v) = _t->minimumFontSize(); break;
        default: break;
        }
    } else if (_c == QMetaObject::WriteProperty) {
        auto *_t = static_cast<Cell2_Item_Text_19 *>(_o);
        (void)_t;
        void *_v = _a[0];
        switch (_id) {
        case 0: _t->setAdjustsFontSizeToFitWidth(*reinterpret_cast< bool*>(_v)); break;
        case 1: _t->setMinimumFontSize(*reinterpret_cast< double*>(_v)); break;
        default: break;
        }
    } else if (_c == QMetaObject::ResetProperty) {
    } else if (_c == QMetaObject::BindableProperty) {
        auto *_t = static_cast<Cell2_Item_Text_19 *>(_o);
        (void)_t;
        switch (_id) {
        case 0: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableAdjustsFontSizeToFitWidth(); break;
        case 1: *static_cast<QUntypedBindable *>(_a[0]) = _t->bindableMinimumFontSize(); break;
        default: break;
        }
    }
    (void)_a;
}

const QMetaObject *NibOrNot::Cell2_Item_Text_19::metaObject() const
{
    return QObject::d_ptr->metaObject ? QObject::d_ptr->dynamicMetaObject() : &staticMetaObject;
}

void *NibOrNot::Cell2_Item_Text_19::qt_metacast(const char *_clname)
{
    if (!_clname) return nullptr;
    if (!strcmp(_clname, qt_meta_stringdata_NibOrNot__Cell2_Item_Text_19.stringdata0))
        return static_cast<void*>(this);
    return QQuickText::qt_metacast(_clname);
}

int NibOrNot::Cell2_Item_Text_19::qt_metacall(QMetaObject::Call _c, int _id, void **_a)
{
    _id = QQuickText::qt_metacall(_c, _id, _a);
    if (_id < 0)
        return _id;
    if (_c == QMetaObject::InvokeMetaMethod) {
        if (_id < 2)
            qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    } else if (_c == QMetaObject::RegisterMethodArgumentMetaType) {
        if (_id < 2)
            *reinterpret_cast<QMetaType *>(_a[0]) = QMetaType();
        _id -= 2;
    }else if (_c == QMetaObject::ReadProperty || _c == QMetaObject::WriteProperty
            || _c == QMetaObject::ResetProperty || _c == QMetaObject::BindableProperty
            || _c == QMetaObject::RegisterPropertyMetaType) {
        qt_static_metacall(this, _c, _id, _a);
        _id -= 2;
    }
    return _id;
}

// SIGNAL 0
void NibOrNot::Cell2_Item_Text_19::adjustsFontSizeToFitWidthChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 0, nullptr);
}

// SIGNAL 1
void NibOrNot::Cell2_Item_Text_19::minimumFontSizeChanged()
{
    QMetaObject::activate(this, &staticMetaObject, 1, nullptr);
}
QT_WARNING_POP
QT_END_MOC_NAMESPACE
