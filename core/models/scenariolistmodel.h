#pragma once

#include <QAbstractListModel>

namespace flopsheet {

class Project;

/** The project's saved scenarios by name; renaming a row pushes an undoable rename. */
class ScenarioListModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit ScenarioListModel(Project *project, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    /** A rename was refused (empty, or the name of another scenario). */
    void editRejected(const QModelIndex &index, const QString &message);

private:
    Project *m_project;
};

} // namespace flopsheet
