/********************************************************************************
** Form generated from reading UI file 'Row10.ui'
**
** Created by: Qt User Interface Compiler version 6.4.2
**
** WARNING! All changes made in this file will be lost when recompiling UI file!
********************************************************************************/

#ifndef UI_ROW10_H
#define UI_ROW10_H

#include <QtCore/QVariant>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>

QT_BEGIN_NAMESPACE

class Ui_Row10
{
public:
    QWidget *backgroundView;
    QWidget *selectedBackgroundView;
    QWidget *contentView;
    QLabel *label1;
    QLabel *label2;
    QLabel *label3;
    QLabel *label4;
    QLabel *label5;
    QLabel *label6;
    QLabel *label7;
    QLabel *label8;
    QLabel *label9;
    QLabel *label10;

    void setupUi(QWidget *Cell)
    {
        if (Cell->objectName().isEmpty())
            Cell->setObjectName("Cell");
        Cell->resize(320, 132);
        backgroundView = new QWidget(Cell);
        backgroundView->setObjectName("backgroundView");
        backgroundView->setGeometry(QRect(0, 0, 320, 132));
        QPalette palette;
        QBrush brush(QColor(242, 242, 242, 255));
        brush.setStyle(Qt::SolidPattern);
        palette.setBrush(QPalette::Active, QPalette::Window, brush);
        palette.setBrush(QPalette::Inactive, QPalette::Window, brush);
        palette.setBrush(QPalette::Disabled, QPalette::Window, brush);
        backgroundView->setPalette(palette);
        backgroundView->setAutoFillBackground(true);
        selectedBackgroundView = new QWidget(Cell);
        selectedBackgroundView->setObjectName("selectedBackgroundView");
        selectedBackgroundView->setGeometry(QRect(0, 0, 320, 132));
        QPalette palette1;
        QBrush brush1(QColor(217, 217, 217, 255));
        brush1.setStyle(Qt::SolidPattern);
        palette1.setBrush(QPalette::Active, QPalette::Window, brush1);
        palette1.setBrush(QPalette::Inactive, QPalette::Window, brush1);
        palette1.setBrush(QPalette::Disabled, QPalette::Window, brush1);
        selectedBackgroundView->setPalette(palette1);
        selectedBackgroundView->setAutoFillBackground(true);
        selectedBackgroundView->setVisible(false);
        contentView = new QWidget(Cell);
        contentView->setObjectName("contentView");
        contentView->setGeometry(QRect(0, 0, 320, 132));
        label1 = new QLabel(contentView);
        label1->setObjectName("label1");
        label1->setGeometry(QRect(5, 0, 60, 20));
        QPalette palette2;
        QBrush brush2(QColor(0, 51, 128, 255));
        brush2.setStyle(Qt::SolidPattern);
        palette2.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette2.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette2.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label1->setPalette(palette2);
        QFont font;
        font.setFamilies({QString::fromUtf8("DejaVu Sans")});
        font.setPointSize(14);
        font.setBold(true);
        label1->setFont(font);
        label1->setText(QString::fromUtf8("placeholder"));
        label1->setProperty("tag", QVariant(1));
        label1->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label1->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label2 = new QLabel(contentView);
        label2->setObjectName("label2");
        label2->setGeometry(QRect(70, 0, 100, 20));
        QPalette palette3;
        palette3.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette3.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette3.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label2->setPalette(palette3);
        label2->setFont(font);
        label2->setText(QString::fromUtf8("placeholder"));
        label2->setProperty("tag", QVariant(2));
        label2->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label2->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label3 = new QLabel(contentView);
        label3->setObjectName("label3");
        label3->setGeometry(QRect(175, 0, 80, 20));
        QPalette palette4;
        palette4.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette4.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette4.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label3->setPalette(palette4);
        label3->setFont(font);
        label3->setText(QString::fromUtf8("placeholder"));
        label3->setProperty("tag", QVariant(3));
        label3->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label3->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label4 = new QLabel(contentView);
        label4->setObjectName("label4");
        label4->setGeometry(QRect(260, 0, 55, 20));
        QPalette palette5;
        palette5.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette5.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette5.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label4->setPalette(palette5);
        label4->setFont(font);
        label4->setText(QString::fromUtf8("placeholder"));
        label4->setProperty("tag", QVariant(4));
        label4->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label4->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label5 = new QLabel(contentView);
        label5->setObjectName("label5");
        label5->setGeometry(QRect(5, 22, 95, 20));
        QPalette palette6;
        palette6.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette6.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette6.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label5->setPalette(palette6);
        label5->setFont(font);
        label5->setText(QString::fromUtf8("placeholder"));
        label5->setProperty("tag", QVariant(5));
        label5->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label5->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label6 = new QLabel(contentView);
        label6->setObjectName("label6");
        label6->setGeometry(QRect(105, 22, 70, 20));
        QPalette palette7;
        palette7.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette7.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette7.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label6->setPalette(palette7);
        label6->setFont(font);
        label6->setText(QString::fromUtf8("placeholder"));
        label6->setProperty("tag", QVariant(6));
        label6->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label6->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label7 = new QLabel(contentView);
        label7->setObjectName("label7");
        label7->setGeometry(QRect(180, 22, 88, 20));
        QPalette palette8;
        palette8.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette8.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette8.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label7->setPalette(palette8);
        label7->setFont(font);
        label7->setText(QString::fromUtf8("placeholder"));
        label7->setProperty("tag", QVariant(7));
        label7->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label7->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label8 = new QLabel(contentView);
        label8->setObjectName("label8");
        label8->setGeometry(QRect(270, 22, 45, 20));
        QPalette palette9;
        palette9.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette9.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette9.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label8->setPalette(palette9);
        label8->setFont(font);
        label8->setText(QString::fromUtf8("placeholder"));
        label8->setProperty("tag", QVariant(8));
        label8->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label8->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label9 = new QLabel(contentView);
        label9->setObjectName("label9");
        label9->setGeometry(QRect(5, 44, 120, 20));
        QPalette palette10;
        palette10.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette10.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette10.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label9->setPalette(palette10);
        label9->setFont(font);
        label9->setText(QString::fromUtf8("placeholder"));
        label9->setProperty("tag", QVariant(9));
        label9->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label9->setProperty("minimumFontSize", QVariant(10.000000000000000));
        label10 = new QLabel(contentView);
        label10->setObjectName("label10");
        label10->setGeometry(QRect(130, 44, 75, 20));
        QPalette palette11;
        palette11.setBrush(QPalette::Active, QPalette::WindowText, brush2);
        palette11.setBrush(QPalette::Inactive, QPalette::WindowText, brush2);
        palette11.setBrush(QPalette::Disabled, QPalette::WindowText, brush2);
        label10->setPalette(palette11);
        label10->setFont(font);
        label10->setText(QString::fromUtf8("placeholder"));
        label10->setProperty("tag", QVariant(10));
        label10->setProperty("adjustsFontSizeToFitWidth", QVariant(false));
        label10->setProperty("minimumFontSize", QVariant(10.000000000000000));

        retranslateUi(Cell);

        QMetaObject::connectSlotsByName(Cell);
    } // setupUi

    void retranslateUi(QWidget *Cell)
    {
        (void)Cell;
    } // retranslateUi

};

namespace Ui {
    class Row10: public Ui_Row10 {};
} // namespace Ui

QT_END_NAMESPACE

#endif // UI_ROW10_H
