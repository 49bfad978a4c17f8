"""Django 3.2: model fields for the extension's types. Values are the value classes of
ulid_values; UlidAutoField is a primary key the database fills (see the migration)."""
from django.core import exceptions
from django.db import models
from django.db.models.fields import AutoFieldMixin
from django.db.models.query_utils import DeferredAttribute

from ulid_values import BaseUid, Ulid, UlidFlake


class _ValueAttribute(DeferredAttribute):
    # Django 3.2 does not run from_db_value on what INSERT ... RETURNING gives back: converting
    # on assignment makes a new object's id a value object too.
    def __set__(self, instance, value):
        instance.__dict__[self.field.attname] = self.field.to_python(value)


class _IdField(models.Field):
    value_class = None
    empty_strings_allowed = False  # no value is None, not ""
    descriptor_class = _ValueAttribute

    def db_type(self, connection):
        return self.value_class.type_name

    def from_db_value(self, value, expression, connection):  # values() and values_list()
        return self.to_python(value)

    def to_python(self, value):  # a value object, its text (or for ulid a uuid.UUID)
        if value is None or isinstance(value, self.value_class):
            return value
        try:
            return self.value_class(value)
        except ValueError as error:
            raise exceptions.ValidationError(str(error), code="invalid") from error

    def get_prep_value(self, value):
        value = self.to_python(super().get_prep_value(value))
        return None if value is None else str(value)


class UlidField(_IdField):
    value_class = Ulid


class UlidFlakeField(_IdField):
    value_class = UlidFlake


class BaseUidField(_IdField):
    value_class = BaseUid


class UlidAutoField(AutoFieldMixin, UlidField):
    """A primary key left out of INSERTs and read back from RETURNING, like AutoField: give its
    column a DEFAULT in a migration."""
