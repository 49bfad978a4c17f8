from django.db import models

from ulid_django import BaseUidField, UlidAutoField, UlidField, UlidFlakeField
from ulid_values import Ulid


class Order(models.Model):
    id = UlidAutoField(primary_key=True)  # DEFAULT gen_monotonic_ulid(), set in the migration
    reference = UlidField(default=Ulid.generate, unique=True)  # made in the application
    batch = UlidFlakeField(null=True)
    trace = BaseUidField(null=True)
    label = models.TextField(default="")
